/**
 * The paths of the account and its devices: sign-in and the session, one's data, pushes,
 * notifications, uploads.
 */
import { encode, type PathValue } from './paths';

export const authApi = {
  login: '/auth/login/',
  googleLogin: '/auth/google-oauth2/login/',
  registration: '/auth/registration/',
  verifyEmail: '/auth/registration/verify-email/',
  resendConfirmation: '/auth/resend-confirmation-email/',
  passwordReset: '/auth/password/reset/',
  passwordResetConfirm: '/auth/password/reset/confirm/',
  passwordChange: '/auth/password/change/',
  logout: '/auth/logout/',
  /** The session's renewal (lib/api.ts). */
  tokenRefresh: '/auth/token/refresh/',
  config: '/auth/config/',
  user: '/auth/user/',
  userLanguage: '/auth/user/language/',
};

export const accountApi = {
  export: '/account/export/',
  delete: '/account/delete/',
};

export const pushApi = {
  key: '/push/key/',
  subscribe: '/push/subscribe/',
  unsubscribe: '/push/unsubscribe/',
};

export const notificationsApi = {
  list: '/notifications/e1t1/',
  /** Marks one seen; the product's own (the welcome) have their kind, `onboarding`. */
  seen: (kind: 'e1t1' | 'onboarding', id: PathValue) => `/notifications/${kind}/${encode(id)}`,
};

export const uploadsApi = {
  presign: '/uploads/presign/',
  complete: (key: PathValue) => `/uploads/${encode(key)}/complete/`,
};
