import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestOnly, RequireAuth, safeRedirect } from '../../src/client/app/guards';
import RedirectRoute from '../../src/client/app/routes/redirect';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/artists', element: <h1>Artists</h1> },
  { element: <RequireAuth />, children: [{ path: '/redirect', element: <RedirectRoute /> }] },
  { element: <GuestOnly />, children: [{ path: '/login', element: <h1>Sign in</h1> }] },
];
const here = window.location.origin;

afterEach(() => store.set(sessionAtom, null));

describe('safeRedirect', () => {
  it.each([
    ['/artists', '/artists'],
    ['/artists?q=ray#top', '/artists?q=ray#top'],
    [`${here}/settings`, '/settings'],
    ['/a/../settings', '/settings'],
  ])('follows %s on this site to %s', (target, path) => expect(safeRedirect(target)).toBe(path));

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %s and goes home', (target) => expect(safeRedirect(target)).toBe('/'));
});

describe('/redirect', () => {
  it('continues a signed-in user to the path in ?to=', async () => {
    store.set(sessionAtom, testSession(true));
    const { router } = renderWithProviders(routes, `/redirect?to=${encodeURIComponent('/artists?q=ray')}`);
    expect(await screen.findByRole('heading', { name: 'Artists' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=ray');
  });

  it('goes home instead of to another site', async () => {
    store.set(sessionAtom, testSession(true));
    const { router } = renderWithProviders(routes, `/redirect?to=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks a visitor to sign in first, then continues', async () => {
    const { router } = renderWithProviders(routes, '/redirect?to=%2Fartists');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/redirect?to=%2Fartists');
    act(() => store.set(sessionAtom, testSession(true)));
    expect(await screen.findByRole('heading', { name: 'Artists' })).toBeTruthy();
  });
});
