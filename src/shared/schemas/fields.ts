/** Reusable field pipes: each carries the spec's message so form and server say the same thing. */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { COUNTRY_CODES } from '../countries';
import { msg } from '../messages';

/** PostgreSQL text cannot hold U+0000, so no field may: the form and the server give the same message. */
const noNul = v.check((value: string) => !value.includes('\u0000'), msg.nulNotAllowed);

/** Any free text: a string without NUL characters. */
export const text = (message?: string) => v.pipe(v.string(message), noNul);

export const required = (message: string) => v.pipe(text(message), v.trim(), v.nonEmpty(message));

export const noSpaces = v.regex(/^\S*$/, msg.noSpaces);

/** The longest e-mail address SMTP carries (RFC 5321). */
export const EMAIL_LIMIT = 254;

export const emailField = v.pipe(
  required(msg.emailRequired),
  v.maxLength(EMAIL_LIMIT, msg.emailTooLong),
  noSpaces,
  v.email(msg.invalidEmail),
  v.toLowerCase(),
);

export const passwordField = v.pipe(
  text(msg.passwordRequired),
  v.nonEmpty(msg.passwordRequired),
  v.regex(/^(?=.*[A-Za-z]).{8,}$/s, msg.weakPassword),
  v.maxLength(128, /*i18n*/ 'Password must be 128 characters or less'),
);

export const countryField = v.pipe(
  required(msg.countryRequired),
  v.check((code) => COUNTRY_CODES.has(code), msg.countryRequired),
);

export const shortText = (message = msg.maxChars255) =>
  v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, message));

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An optional link: empty, or an http(s) URL without spaces. */
export const linkField = v.pipe(
  text(),
  v.trim(),
  v.maxLength(TEXT_LIMIT, msg.maxChars255),
  noSpaces,
  v.check((url) => url === '' || isUrl(url), /*i18n*/ 'URL must be valid'),
);

/**
 * The years a date may name. PostgreSQL refuses year 0 (which JavaScript's dates and our yyyy
 * pattern allow) and years past 9999 in ISO form; a day read in a time zone (a workshop's, an
 * event's) keeps a year's margin, so its instant in any zone, and a night session's end on the
 * next day, stay inside them too.
 */
export const YEARS = { first: 1, last: 9999, message: /*i18n*/ 'Enter a date between the years 1 and 9999.' };
export const ZONED_YEARS = {
  first: 2,
  last: 9998,
  message: /*i18n*/ 'Enter a date between the years 2 and 9998.',
};

/** Refuses a yyyy-mm-dd... text whose year is outside `years`, with its message. */
export const yearWithin = (years: typeof YEARS) =>
  v.check((date: string) => {
    const year = Number(date.slice(0, 4));
    return year >= years.first && year <= years.last;
  }, years.message);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `day` (yyyy-mm-dd) is on the calendar: not month 13, not 30 February. */
const isDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return ISO_DAY.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** A calendar day, yyyy-mm-dd, that exists, in `years`. */
export const dayField = (message: string, years = YEARS) =>
  v.pipe(required(message), v.check(isDay, message), yearWithin(years));

/** An optional country: empty or an ISO code. */
export const optionalCountry = v.pipe(
  text(),
  v.trim(),
  v.check((code) => code === '' || COUNTRY_CODES.has(code), /*i18n*/ 'Choose a country from the list.'),
);

/** Yes or no, as JSON's true/false or a form's "true"/"false". */
export const flagField = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false', 'True', 'False']),
      v.transform((value) => value.toLowerCase() === 'true'),
    ),
  ],
  /*i18n*/ 'Must be true or false.',
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidField = v.pipe(v.string(), v.regex(UUID, /*i18n*/ 'Invalid uuid.'), v.toLowerCase());

/** The largest PostgreSQL integer: a bigger id is refused here instead of failing in the database. */
export const MAX_ID = 2_147_483_647;
export const idNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));
/** A server id as a JSON number or a form string. */
export const idField = v.union([
  idNumber,
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), idNumber),
]);

/** A numeric id (JSON number or form string) or a uuid. */
export const refField = v.union([idField, uuidField], /*i18n*/ 'Invalid reference.');
export type Ref = v.InferOutput<typeof refField>;

/** Any username up to the longest one a sign-up takes (auth.ts): lookups find it or not. */
export const usernameRef = v.pipe(
  required(msg.usernameRequired),
  v.maxLength(150, /*i18n*/ 'Username must be 150 characters or less'),
);
