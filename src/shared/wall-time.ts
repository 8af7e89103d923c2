/**
 * Wall times in a named IANA zone (an event's "Saturday 20:00 in Berlin") and the instants they
 * name, with dayjs's utc and timezone plugins. A wall time skipped by a DST change (02:30 on the
 * last Sunday of March in Berlin) moves forward by the gap; one that happens twice (02:30 on the
 * last Sunday of October) is the second of the two, in standard time.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A wall time as forms send it: yyyy-mm-ddThh:mm. */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `local` is a wall time that exists on the calendar (not 2026-02-30T10:00). */
export function isWallTime(local: string): boolean {
  if (!WALL_TIME.test(local)) return false;
  const date = new Date(`${local}:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(local);
}

/** The instant the wall time `local` names in `zone`. */
export const wallToInstant = (local: string, zone: string): Date => dayjs.tz(local, zone).toDate();

/** The wall time (yyyy-mm-ddThh:mm) of `instant` in `zone`. */
export const instantToWall = (instant: Date, zone: string): string =>
  dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm');
