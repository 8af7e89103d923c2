/**
 * /api/auth: sign-up, e-mail verification, sign-in (password and Google), token refresh, sign-out,
 * the current user and their language, and password reset and change. Handlers only validate and
 * delegate; a new account takes the request's language.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import {
  emailInput,
  googleLoginInput,
  keyInput,
  languageInput,
  loginInput,
  passwordChangeInput,
  passwordResetConfirmInput,
  refreshInput,
  registrationInput,
} from '../../../shared/schemas/auth';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { localized, requestLocale } from '../../i18n';
import { callerOf } from '../../password-check/caller';
import { rememberDevice } from '../../password-check/known-device';
import { loginWithGoogle } from './google.service';
import { loginWithPassword } from './login.service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service';
import { registerUser, resendVerification, verifyEmail } from './registration.service';
import { endSession, rotateSession } from './session.service';
import { readUser, saveLanguage } from './user.service';

const logoutInput = v.partial(refreshInput);

export const authRoutes = new Hono<AppEnv>()
  .get('/config/', (c) => c.json({ google_client_id: c.var.deps.config.google?.clientId ?? null }))
  .post('/registration/', body(registrationInput), async (c) => {
    await registerUser(c.var.deps, c.var.body, requestLocale(c));
    return c.json({ detail: localized(c, msg.verificationEmailSent) }, 201);
  })
  .post('/registration/verify-email/', body(keyInput), async (c) => {
    await verifyEmail(c.var.deps, c.var.body.key);
    return c.json({ detail: 'ok' });
  })
  .post('/resend-confirmation-email/', body(emailInput), async (c) => {
    await resendVerification(c.var.deps, c.var.body.email);
    return c.json({ detail: localized(c, msg.verificationSent) });
  })
  .post('/login/', body(loginInput), async (c) => {
    const result = await loginWithPassword(c.var.deps, c.var.body, callerOf(c));
    await rememberDevice(c, result.user.pk);
    return c.json(result);
  })
  .post('/google-oauth2/login/', body(googleLoginInput), async (c) =>
    c.json(await loginWithGoogle(c.var.deps, c.var.body.id_token, requestLocale(c))),
  )
  .post('/token/refresh/', body(refreshInput), async (c) =>
    c.json(await rotateSession(c.var.deps, c.var.body.refresh)),
  )
  .post('/logout/', body(logoutInput), async (c) => {
    await endSession(c.var.deps, c.var.user, c.var.body.refresh);
    return c.json({ detail: localized(c, msg.loggedOut) });
  })
  .get('/user/', requireUser, async (c) => c.json(await readUser(c.var.deps, c.var.user.id)))
  .put('/user/language/', requireUser, body(languageInput), async (c) => {
    await saveLanguage(c.var.deps, c.var.user.id, c.var.body.language);
    return c.json(await readUser(c.var.deps, c.var.user.id));
  })
  .post('/password/reset/', body(emailInput), async (c) => {
    await requestPasswordReset(c.var.deps, c.var.body.email);
    return c.json({ detail: localized(c, msg.resetSent) });
  })
  .post('/password/reset/confirm/', body(passwordResetConfirmInput), async (c) => {
    const { key, new_password1 } = c.var.body;
    // The mailed link proves the owner: this browser becomes a known device of the account.
    await rememberDevice(c, await confirmPasswordReset(c.var.deps, key, new_password1));
    return c.json({ detail: localized(c, msg.passwordChanged) });
  })
  .post('/password/change/', requireUser, body(passwordChangeInput), async (c) => {
    const { old_password, new_password1 } = c.var.body;
    await changePassword(c.var.deps, c.var.user, callerOf(c), { old: old_password, new: new_password1 });
    return c.json({ detail: localized(c, msg.passwordChanged) });
  });
