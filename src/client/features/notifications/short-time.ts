/** A notification's age in the app's language: "now", "5m", "3h", "2d" within a week, else a short date. */
import { t } from '@lingui/core/macro';
import { shortDate } from '../../ui/dates/short-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function shortTime(iso: string, now = Date.now()): string {
  const age = now - new Date(iso).getTime();
  if (Number.isNaN(age) || age >= 7 * DAY) return shortDate(iso);
  if (age < MINUTE) return t`now`;
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return t({ message: `${minutes}m`, comment: 'Minutes ago, as short as possible' });
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return t({ message: `${hours}h`, comment: 'Hours ago, as short as possible' });
  }
  const days = Math.floor(age / DAY);
  return t({ message: `${days}d`, comment: 'Days ago, as short as possible' });
}
