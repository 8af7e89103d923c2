import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logOut } from '../../src/client/features/auth/sign-out';
import { db } from '../../src/client/lib/db';
import { saveSession, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { authRoutes } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

async function signedInWithLocalData() {
  await saveSession({ access: 'access-1', refresh: 'refresh-1', user: authResult().user });
  await db.lists.put({ key: 'artists', fetchedAt: 1, next: null, count: 0 });
  localStorage.setItem('useDarkTheme', 'dark');
  localStorage.setItem('language', 'ko');
  localStorage.setItem('draft', 'a workshop draft');
  sessionStorage.setItem('scroll', '120');
}

async function expectEverythingCleared() {
  expect(store.get(sessionAtom)).toBeNull();
  expect(await db.lists.count()).toBe(0);
  const { get } = await import('idb-keyval');
  expect(await get('session')).toBeUndefined();
  expect(localStorage.getItem('draft')).toBeNull();
  expect(localStorage.getItem('useDarkTheme')).toBe('dark');
  expect(localStorage.getItem('language')).toBe('ko');
  expect(sessionStorage.length).toBe(0);
}

describe('sign-out', () => {
  it('revokes the refresh token and clears the mirror, the session and local storage but the theme and the language', async () => {
    await signedInWithLocalData();
    const api = mockApi({ 'POST /api/auth/logout/': { status: 200, body: { detail: 'ok' } } });
    await logOut();
    expect(api.requestsTo('POST /api/auth/logout/')).toEqual([{ refresh: 'refresh-1' }]);
    await expectEverythingCleared();
  });

  it('still clears everything when the server cannot be reached', async () => {
    await signedInWithLocalData();
    mockApi({ 'POST /api/auth/logout/': 'network-error' });
    await logOut();
    await expectEverythingCleared();
  });

  it('signs out on /logout and replaces the page with home', async () => {
    await signedInWithLocalData();
    mockApi({ 'POST /api/auth/logout/': { status: 200, body: { detail: 'ok' } } });
    const { router } = renderWithProviders(authRoutes, '/logout');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(router.state.historyAction).toBe('REPLACE');
    await expectEverythingCleared();
  });

  it('warns before discarding writes that could not be sent, and lets the user stay signed in', async () => {
    await signedInWithLocalData();
    mockApi({ 'POST /api/auth/logout/': { status: 200, body: { detail: 'ok' } } });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.outbox.add({
      key: 'k-1',
      kind: 'comment.add',
      target: 'c-1',
      steps: [{ method: 'POST', path: '/whatiscooking/cooking/comments/', body: {} }],
      done: 0,
      state: 'pending',
      attempts: 0,
      undo: [],
      created: 1,
    });
    const { router } = renderWithProviders(authRoutes, '/logout');
    expect(await screen.findByText(/1 change has not reached the server yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(store.get(sessionAtom)).not.toBeNull();
    expect(await db.outbox.count()).toBe(1);

    await router.navigate('/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    offline.mockRestore();
  });
});
