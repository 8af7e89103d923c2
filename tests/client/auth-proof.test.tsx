/**
 * The password forms when a busy network asks for a proof of work: "Checking this device…" while the
 * browser solves it, no refusal shown, then the same call again with the solution. The solver is held
 * here so the line can be seen; auth-sign-in.test.tsx runs the real one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from '../../src/client/features/account/delete-account';
import { saveSession, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { authRoutes, fieldError } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

const solver = vi.hoisted(() => ({ challenges: [] as unknown[], finish: (_proof: string) => {} }));
vi.mock('../../src/client/features/auth/proof-solver', () => ({
  solveProof: (challenge: unknown) => {
    solver.challenges.push(challenge);
    return new Promise<string>((resolve) => {
      solver.finish = resolve;
    });
  },
}));

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1 }, signature: 'signed' };
const askForProof = { status: 429, body: { detail: 'Checked first.', code: 'proof_required', challenge } };

/** Answers the first call with a challenge, the next with `done`. */
function busyNetwork(done: { status: number; body: unknown }) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? askForProof : done;
  };
}

/** The proof header of each call to `path`, in order. */
const proofsSent = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['x-proof-of-work']);

describe('password forms on a busy network', () => {
  it('signs in after saying it checks this device, with no refusal shown', async () => {
    const answer = busyNetwork({ status: 200, body: authResult() });
    const api = mockApi({ 'POST /api/auth/login/': answer });
    renderWithProviders(authRoutes, '/login?redirect=%2Fartists%2Fmine');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'groove1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Checking this device…');
    expect(fieldError('Password')).toBeFalsy();
    expect(solver.challenges.at(-1)).toEqual(challenge);
    solver.finish('solved-sign-in');
    expect(await screen.findByRole('heading', { name: 'My artists' })).toBeTruthy();
    expect(proofsSent(api.fetchMock, '/api/auth/login/')).toEqual([undefined, 'solved-sign-in']);
    expect(store.get(sessionAtom)?.user.username).toBe('bboy_kim');
  });

  it('changes the password the same way', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    const answer = busyNetwork({ status: 200, body: { detail: 'New password has been saved.' } });
    const api = mockApi({ 'POST /api/auth/password/change/': answer });
    renderWithProviders(authRoutes, '/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'groove1234');
    await user.type(screen.getByLabelText('New password'), 'fresh-moves9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-moves9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Checking this device…')).toBeTruthy();
    solver.finish('solved-change');
    expect(await screen.findByText('New password has been saved.')).toBeTruthy();
    expect(screen.queryByText('Checking this device…')).toBeNull();
    expect(proofsSent(api.fetchMock, '/api/auth/password/change/')).toEqual([undefined, 'solved-change']);
  });

  it('deletes the account the same way', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    const answer = busyNetwork({ status: 200, body: { detail: 'ok' } });
    const api = mockApi({
      'POST /api/account/delete/': answer,
      'POST /api/auth/logout/': { status: 200, body: { detail: 'ok' } },
    });
    const routes = [
      { path: '/settings', element: <DeleteAccount /> },
      { path: '/', element: <p>Home</p> },
    ];
    const { router } = renderWithProviders(routes, '/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'groove1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Checking this device…')).toBeTruthy();
    solver.finish('solved-delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(proofsSent(api.fetchMock, '/api/account/delete/')).toEqual([undefined, 'solved-delete']);
  });
});
