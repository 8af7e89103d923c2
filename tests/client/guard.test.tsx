import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestOnly, RequireAuth } from '../../src/client/app/guards';
import { saveSession } from '../../src/client/lib/session';
import { authResult } from '../helpers/auth-fetch';
import { renderWithProviders } from '../helpers/render';
import '../helpers/auth-setup';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/artists', element: <h1>Artists</h1> },
  { element: <RequireAuth />, children: [{ path: '/settings', element: <h1>Settings</h1> }] },
  { element: <GuestOnly />, children: [{ path: '/login', element: <h1>Sign in</h1> }] },
];

describe('route guards', () => {
  it('sends a visitor from a page that needs a login to /login with the way back', async () => {
    const { router } = renderWithProviders(routes, '/settings?tab=password');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/settings?tab=password');
  });

  it('lets a signed-in user open a page that needs a login', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    renderWithProviders(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('sends a signed-in user on from the sign-in page to where they were going', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    const { router } = renderWithProviders(routes, '/login?redirect=%2Fartists');
    expect(await screen.findByRole('heading', { name: 'Artists' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/artists');
  });

  it('sends a signed-in user home from the sign-in page when there is no redirect', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    renderWithProviders(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
