/**
 * Online-only account calls (sign-in, sign-up, verification, passwords, sign-out). Never queued:
 * the forms that use them are disabled offline and show each error at its field.
 */
import { authApi } from '../../../shared/api-paths';
import type { Locale } from '../../../shared/locales';
import type { AuthResult, LoginInput, RegistrationInput, User } from '../../../shared/schemas/auth';
import { api } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';

type Detail = { detail: string };

/** Exchanges e-mail and password for the user and a token pair; does not store them. `headers` may carry a proof of work. */
export const signIn = (input: LoginInput, headers?: Record<string, string>) =>
  api<AuthResult>(authApi.login, { method: 'POST', body: input, headers, auth: false });

/** Exchanges a Google ID token (credential) for the user and a token pair. */
export const signInWithGoogle = (idToken: string) =>
  api<AuthResult>(authApi.googleLogin, { method: 'POST', body: { id_token: idToken }, auth: false });

/** Creates an unverified account; the server mails a verification link. */
export const signUp = (input: RegistrationInput) =>
  api<Detail>(authApi.registration, { method: 'POST', body: input, auth: false });

export const verifyEmail = (key: string) =>
  api<unknown>(authApi.verifyEmail, { method: 'POST', body: { key }, auth: false });

export const resendLink = (email: string) =>
  api<Detail>(authApi.resendConfirmation, { method: 'POST', body: { email }, auth: false });

export const requestReset = (email: string) =>
  api<Detail>(authApi.passwordReset, { method: 'POST', body: { email }, auth: false });

export const confirmReset = (input: { key: string; new_password1: string; new_password2: string }) =>
  api<Detail>(authApi.passwordResetConfirm, { method: 'POST', body: input, auth: false });

export const changePassword = (
  input: { old_password: string; new_password1: string; new_password2: string },
  headers?: Record<string, string>,
) => api<Detail>(authApi.passwordChange, { method: 'POST', body: input, headers });

/** Revokes the refresh token on the server. */
export const signOut = (refresh: string) =>
  api<unknown>(authApi.logout, { method: 'POST', body: { refresh } });

export const fetchAuthConfig = () =>
  api<{ google_client_id: string | null }>(authApi.config, { auth: false });

/** Keeps the signed-in user's language on the server (their mails and pushes use it) and in the session. */
export async function saveLanguage(language: Locale): Promise<void> {
  await updateSessionUser(await api<User>(authApi.userLanguage, { method: 'PUT', body: { language } }));
}
