import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import MyLabsRoute from '../../src/client/app/routes/my-labs';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  { path: '/mylabs', element: <MyLabsRoute /> },
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/:username/labspace/', element: <h1>Lab space</h1> },
  { path: '/upload/website', element: <h1>Create your portfolio</h1> },
];

beforeEach(() => store.set(sessionAtom, null));

describe('the My labs shortcut (/mylabs)', () => {
  it('takes a signed-in user to their lab space in place of /mylabs', async () => {
    store.set(sessionAtom, testSession(true));
    const { router } = renderWithProviders(routes, '/mylabs');
    expect(await screen.findByRole('heading', { name: 'Lab space' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bgirl.rue/labspace/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user without a portfolio to create one first', async () => {
    store.set(sessionAtom, testSession(false));
    const { router } = renderWithProviders(routes, '/mylabs');
    expect(await screen.findByRole('heading', { name: 'Create your portfolio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/upload/website');
  });

  it('sends a visitor to sign in first, coming back to /mylabs', async () => {
    const { router } = renderWithProviders(routes, '/mylabs');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fmylabs');
  });
});
