import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { authRoutes, fieldError } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('says that e-mail and password are required when the form is sent empty', async () => {
    const api = mockApi({});
    renderWithProviders(authRoutes, '/login');
    await fillSignIn('', '');
    expect(fieldError('Email')).toBe('Email is required.');
    expect(fieldError('Password')).toBe('Password is required.');
    expect(api.requestsTo('POST /api/auth/login/')).toHaveLength(0);
  });

  it('stores the session and follows the redirect after a successful sign-in', async () => {
    const api = mockApi({ 'POST /api/auth/login/': { status: 200, body: authResult() } });
    renderWithProviders(authRoutes, '/login?redirect=%2Fartists%2Fmine');
    await fillSignIn('Kim@Example.com', 'groove1234');
    expect(await screen.findByRole('heading', { name: 'My artists' })).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/login/')).toEqual([
      { email: 'kim@example.com', password: 'groove1234' },
    ]);
    expect(store.get(sessionAtom)).toEqual({
      access: 'access-1',
      refresh: 'refresh-1',
      user: authResult().user,
    });
  });

  it('ignores a redirect to another site and goes home', async () => {
    mockApi({ 'POST /api/auth/login/': { status: 200, body: authResult() } });
    renderWithProviders(authRoutes, '/login?redirect=%2F%2Fevil.example');
    await fillSignIn('kim@example.com', 'groove1234');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('shows the non-field error of bad credentials at the password field and keeps what was typed', async () => {
    mockApi({
      'POST /api/auth/login/': {
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      },
    });
    renderWithProviders(authRoutes, '/login');
    await fillSignIn('kim@example.com', 'wrongpass1');
    await waitFor(() => expect(fieldError('Password')).toBe('Unable to log in with provided credentials.'));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('kim@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrongpass1');
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('shows the detail of a throttled sign-in at the password field', async () => {
    mockApi({
      'POST /api/auth/login/': {
        status: 429,
        body: { detail: 'Too many attempts. Please try again later.' },
        headers: { 'retry-after': '60' },
      },
    });
    renderWithProviders(authRoutes, '/login');
    await fillSignIn('kim@example.com', 'groove1234');
    await waitFor(() => expect(fieldError('Password')).toBe('Too many attempts. Please try again later.'));
  });

  it('solves the proof of work a busy network asks for and sends the sign-in again with its solution', async () => {
    const secrets = { hmacSignatureSecret: 'challenge-secret', hmacKeySignatureSecret: 'key-secret' };
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 25,
      deriveKey,
      ...secrets,
    });
    let replies = 0;
    const api = mockApi({
      'POST /api/auth/login/': () => {
        replies += 1;
        return replies === 1
          ? { status: 429, body: { detail: 'Checked first.', code: 'proof_required', challenge } }
          : { status: 200, body: authResult() };
      },
    });
    renderWithProviders(authRoutes, '/login?redirect=%2Fartists%2Fmine');
    await fillSignIn('kim@example.com', 'groove1234');
    expect(await screen.findByRole('heading', { name: 'My artists' })).toBeTruthy();
    const proofs = api.fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/auth/login/'))
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['x-proof-of-work']);
    expect(proofs).toHaveLength(2);
    expect(proofs[0]).toBeUndefined();
    const sent = JSON.parse(atob(proofs[1] ?? ''));
    expect(sent.challenge).toEqual(challenge);
    expect((await verifySolution({ ...sent, deriveKey, ...secrets })).verified).toBe(true);
    expect(api.requestsTo('POST /api/auth/login/')).toEqual([
      { email: 'kim@example.com', password: 'groove1234' },
      { email: 'kim@example.com', password: 'groove1234' },
    ]);
    expect(store.get(sessionAtom)?.user.username).toBe('bboy_kim');
  });

  it('says there is a network error when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/login/': 'network-error' });
    renderWithProviders(authRoutes, '/login');
    await fillSignIn('kim@example.com', 'groove1234');
    await waitFor(() =>
      expect(fieldError('Password')).toBe('Network error. Please check your connection and try again.'),
    );
  });

  it('disables signing in while offline and says why', async () => {
    mockApi({});
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderWithProviders(authRoutes, '/login');
      expect(await screen.findByText('You are offline. Signing in needs a connection.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('links to the password reset page and switches to sign-up', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/login?redirect=%2Fsettings');
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/passwordrenew',
    );
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByLabelText('Confirm password')).toBeTruthy();
    expect(document.title).toBe('Sign up - Cypher');
  });
});

describe('sign-in dialog', () => {
  it('opens from the top bar, signs in and leaves the visitor on the same page', async () => {
    mockApi({ 'POST /api/auth/login/': { status: 200, body: authResult() } });
    const { router } = renderWithProviders(authRoutes, '/artists');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), 'kim@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'groove1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.user.username).toBe('bboy_kim'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/artists');
  });

  it('switches to the sign-up form with "Create an account"', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/artists');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });
});
