/** Reusable field pipes: each carries the spec's message so form and server say the same thing. */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { COUNTRY_CODES } from '../countries';
import { msg } from '../messages';

export const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const noSpaces = v.regex(/^\S*$/, msg.noSpaces);

export const emailField = v.pipe(
  required(msg.emailRequired),
  noSpaces,
  v.email(msg.invalidEmail),
  v.toLowerCase(),
);

export const passwordField = v.pipe(
  v.string(msg.passwordRequired),
  v.nonEmpty(msg.passwordRequired),
  v.regex(/^(?=.*[A-Za-z]).{8,}$/s, msg.weakPassword),
  v.maxLength(128, 'Password must be 128 characters or less'),
);

export const countryField = v.pipe(
  required(msg.countryRequired),
  v.check((code) => COUNTRY_CODES.has(code), msg.countryRequired),
);

export const shortText = (message = msg.maxChars255) =>
  v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMIT, message));
