/** A notification's age: "now", "5m", "3h", "2d" within a week, else a short date. */
import { shortDate } from '../cookings/feed/short-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function shortTime(iso: string, now = Date.now()): string {
  const age = now - new Date(iso).getTime();
  if (Number.isNaN(age) || age >= 7 * DAY) return shortDate(iso);
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  return `${Math.floor(age / DAY)}d`;
}
