/**
 * The words of a change notice, which tells everyone going to a workshop or an event what its
 * organiser changed: its new start ("Popping Basics now starts Sat, Dec 6, 6:00 PM (Europe/Paris)"),
 * or its new end when only that moved, or a workshop's new free-text time, and its new place
 * ("now at Studio 5, France"), in one notice per change. Times are the wall times at the place, with
 * its zone named, as the poster says them (reader-values.ts writes them in the reader's language).
 */
import { wording } from './notify';

/** What moved in time: the new start or end (a wall time at the place), or the new free-text time. */
export type TimeChange = { starts: string } | { ends: string } | { text: string };

export type ItemChange = {
  title: string;
  timeZone: string;
  time: TimeChange | null;
  place: { venue: string; country: string } | null;
};

/** Each time change's words, alone and with a new place. */
const TIMED = {
  starts: [
    /*i18n*/ '{title} now starts {when} ({timeZone}).',
    /*i18n*/ '{title} now starts {when} ({timeZone}), at {place}.',
  ],
  ends: [
    /*i18n*/ '{title} now ends {when} ({timeZone}).',
    /*i18n*/ '{title} now ends {when} ({timeZone}), at {place}.',
  ],
  text: [
    /*i18n*/ 'The time of {title} is now: {time}.',
    /*i18n*/ 'The time of {title} is now: {time}, at {place}.',
  ],
} as const;
const MOVED = /*i18n*/ '{title} is now at {place}.';

/** The words a time change takes (alone, and with a new place), and its values. */
function timeWords(
  time: TimeChange,
  timeZone: string,
): { said: readonly [string, string]; values: Record<string, string> } {
  if ('starts' in time) return { said: TIMED.starts, values: { when: time.starts, timeZone } };
  if ('ends' in time) return { said: TIMED.ends, values: { when: time.ends, timeZone } };
  return { said: TIMED.text, values: { time: time.text } };
}

/** The notice's words; `change` names a new time, a new place, or both. */
export function changeWording({ title, timeZone, time, place }: ItemChange) {
  const where: Record<string, string> = place ?? {};
  if (!time) return wording(MOVED, { title, ...where });
  const { said, values } = timeWords(time, timeZone);
  return wording(place ? said[1] : said[0], { title, ...values, ...where });
}
