/** Shared set-up of the auth screen tests: a small route table around the real guards and routes. */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { GuestOnly, RequireAuth } from '../../src/client/app/guards';
import LoginRoute from '../../src/client/app/routes/login';
import LogoutRoute from '../../src/client/app/routes/logout';
import PasswordRenewRoute from '../../src/client/app/routes/password-renew';
import SetPasswordRoute from '../../src/client/app/routes/set-password';
import SettingsRoute from '../../src/client/app/routes/settings';
import VerifyRoute from '../../src/client/app/routes/verify';
import { AuthButtons } from '../../src/client/features/auth/auth-buttons';
import { authDialogAtom } from '../../src/client/lib/auth-dialogs';
import { clearMirror } from '../../src/client/lib/db';
import { saveSession } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';

export const authRoutes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/artists', element: <AuthButtons /> },
  { path: '/passwordrenew', Component: PasswordRenewRoute },
  { path: '/setpassword', Component: SetPasswordRoute },
  { path: '/logout', Component: LogoutRoute },
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', Component: LoginRoute },
      { path: '/verify', Component: VerifyRoute },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/settings', Component: SettingsRoute },
      { path: '/upload/website', element: <h1>Portfolio set-up</h1> },
      { path: '/artists/mine', element: <h1>My artists</h1> },
    ],
  },
];

afterEach(async () => {
  vi.unstubAllGlobals();
  store.set(authDialogAtom, null);
  await saveSession(null);
  await clearMirror();
  localStorage.clear();
});

/** The error message Mantine shows under a labelled field (its aria-describedby), or null. */
export function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)).filter((el) => el?.className.includes('error'));
  return texts.map((el) => el?.textContent).join(' ') || null;
}
