/**
 * A workshop's wall-clock times in its IANA zone as instants (dayjs with its utc and timezone
 * plugins): the start, at midnight when no time is set, and the end, the next day when it is not
 * after the start (a night session). A wall time that a clock change skips moves forward by the gap.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export type WallTimes = { startDate: string; startTime: string; endTime: string; timezone: string };

export function instantsOf(w: WallTimes): { startsAt: Date; endsAt: Date | null } {
  const at = (time: string, days = 0) => {
    const day = dayjs.utc(w.startDate).add(days, 'day').format('YYYY-MM-DD');
    return dayjs.tz(`${day} ${time}`, w.timezone).toDate();
  };
  const startsAt = at(w.startTime || '00:00');
  if (w.startTime === '' || w.endTime === '') return { startsAt, endsAt: null };
  return { startsAt, endsAt: at(w.endTime, w.endTime > w.startTime ? 0 : 1) };
}
