/** Turns a sign-in answer into the stored session (user and tokens). */
import type { AuthResult } from '../../../shared/schemas/auth';
import { saveSession } from '../../lib/session';

export const startSession = (result: AuthResult): Promise<void> =>
  saveSession({ access: result.access_token, refresh: result.refresh_token, user: result.user });

/** Where a freshly verified user goes: set up a portfolio first, if there is none (spec 4.1). */
export const homeAfterVerification = (result: AuthResult): string =>
  result.user.portfolio ? '/' : '/upload/website';
