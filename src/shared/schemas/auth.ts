/** Account contracts: sign-up, sign-in, verification, password reset and change. */
import * as v from 'valibot';
import { DEFAULT_GENDER, GENDERS } from '../constants';
import { LOCALES, type Locale } from '../locales';
import { msg } from '../messages';
import { countryField, EMAIL_LIMIT, emailField, noSpaces, passwordField, required, text } from './fields';

/** Paths a username may not take, because they are page routes (`/{username}` is a portfolio). */
export const RESERVED_USERNAMES = new Set([
  'api',
  'media',
  'artists',
  'create',
  'customercare',
  'e1t1',
  'events',
  'help',
  'login',
  'logout',
  'mypayments',
  'mypurchasedlabs',
  'onboarding',
  'passwordrenew',
  'payments',
  'privacy',
  'publishedlabs',
  'redirect',
  'setpassword',
  'settings',
  'subscription',
  'terms',
  'test',
  'upload',
  'verify',
  'workshops',
  'whatiscooking',
  'stripe',
  'sw.js',
  'assets',
  'icons',
  'manifest.webmanifest',
  'robots.txt',
  'admin',
]);

export const usernameField = v.pipe(
  required(msg.usernameRequired),
  noSpaces,
  v.regex(/^[\w.@+-]+$/, /*i18n*/ 'Use only letters, numbers and @ . + - _ characters.'),
  v.maxLength(150, /*i18n*/ 'Username must be 150 characters or less'),
  v.check((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), /*i18n*/ 'This username is not available.'),
);

export const registrationInput = v.pipe(
  v.object({
    username: usernameField,
    email: emailField,
    password1: passwordField,
    password2: required(msg.passwordRequired),
    country: countryField,
    gender: v.optional(v.picklist(GENDERS.map((g) => g.value)), DEFAULT_GENDER),
  }),
  v.forward(
    v.partialCheck([['password1'], ['password2']], (i) => i.password1 === i.password2, msg.passwordsDiffer),
    ['password2'],
  ),
);
export type RegistrationInput = v.InferOutput<typeof registrationInput>;

export const loginInput = v.object({
  email: v.pipe(required(msg.emailRequired), v.maxLength(EMAIL_LIMIT, msg.emailTooLong), v.toLowerCase()),
  password: v.pipe(text(msg.passwordRequired), v.nonEmpty(msg.passwordRequired)),
});
export type LoginInput = v.InferOutput<typeof loginInput>;

export const emailInput = v.object({ email: emailField });

export const keyInput = v.object({ key: required(msg.invalidKey) });

export const refreshInput = v.object({ refresh: required(msg.tokenInvalid) });

export const passwordResetConfirmInput = v.pipe(
  v.object({
    key: required(msg.invalidKey),
    new_password1: passwordField,
    new_password2: required(msg.passwordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['new_password1'], ['new_password2']],
      (i) => i.new_password1 === i.new_password2,
      msg.passwordsDiffer,
    ),
    ['new_password2'],
  ),
);

export const passwordChangeInput = v.pipe(
  v.object({
    old_password: v.pipe(text(msg.passwordRequired), v.nonEmpty(msg.passwordRequired)),
    new_password1: passwordField,
    new_password2: required(msg.passwordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['new_password1'], ['new_password2']],
      (i) => i.new_password1 === i.new_password2,
      msg.passwordsDiffer,
    ),
    ['new_password2'],
  ),
);

export const googleLoginInput = v.object({ id_token: required(msg.googleFailed) });

/** PUT /api/auth/user/language/: the language of the signed-in user's mails and pushes. */
export const languageInput = v.object({ language: v.picklist(LOCALES, msg.unknownLanguage) });

/** The signed-in user as the API returns it. */
export type User = {
  pk: number;
  username: string;
  email: string;
  country: string;
  gender: string;
  /** The language of this user's mails and pushes. */
  language: Locale;
  portfolio: { thumb: string | null; country: string; artist_name: string } | null;
  /**
   * A moderator's account (its e-mail is in MODERATOR_EMAILS): the server always says; a session a
   * device kept from before it did has none, which reads as false.
   */
  is_moderator?: boolean;
};

export type AuthResult = { user: User; access_token: string; refresh_token: string };
