import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../src/client/lib/session';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { authRoutes, fieldError } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

describe('password reset', () => {
  it('asks for an e-mail address before sending a reset request', async () => {
    const api = mockApi({});
    renderWithProviders(authRoutes, '/passwordrenew');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(fieldError('Email')).toBe('Email is required.');
    expect(api.requestsTo('POST /api/auth/password/reset/')).toHaveLength(0);
  });

  it('sends the reset e-mail request and says it was sent', async () => {
    const api = mockApi({ 'POST /api/auth/password/reset/': { status: 200, body: { detail: 'sent' } } });
    renderWithProviders(authRoutes, '/passwordrenew');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset e-mail has been sent.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/password/reset/')).toEqual([{ email: 'kim@example.com' }]);
    expect(document.title).toBe('Reset password - Cypher');
  });

  it('sets the new password with the key from the link and offers to sign in', async () => {
    const api = mockApi({
      'POST /api/auth/password/reset/confirm/': { status: 200, body: { detail: 'ok' } },
    });
    renderWithProviders(authRoutes, '/setpassword?key=k-42');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'fresh-moves9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-moves9');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('Your password has been reset. Sign in with the new password.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.requestsTo('POST /api/auth/password/reset/confirm/')).toEqual([
      { key: 'k-42', new_password1: 'fresh-moves9', new_password2: 'fresh-moves9' },
    ]);
  });

  it('checks the new password before sending it', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/setpassword?key=k-42');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(fieldError('New password')).toBe('Min. 8 characters and an alphabet required');
  });

  it('shows a rejected key and links to a new reset request', async () => {
    mockApi({
      'POST /api/auth/password/reset/confirm/': {
        status: 400,
        body: { key: ['This link is invalid or has expired.'] },
      },
    });
    renderWithProviders(authRoutes, '/setpassword?key=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'fresh-moves9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-moves9');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link.' }).getAttribute('href')).toBe(
      '/passwordrenew',
    );
  });

  it('says at once that a link without a key is invalid', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/setpassword');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });
});

describe('settings', () => {
  it('shows the account and the server message of a wrong old password at its field', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    const api = mockApi({
      'POST /api/auth/password/change/': {
        status: 400,
        body: { old_password: ['Your old password was entered incorrectly. Please enter it again.'] },
      },
    });
    renderWithProviders(authRoutes, '/settings');
    expect(await screen.findByText('bboy_kim')).toBeTruthy();
    expect(screen.getByText('kim@example.com')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'not-mine-1');
    await user.type(screen.getByLabelText('New password'), 'fresh-moves9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-moves9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(fieldError('Current password')).toBe(
        'Your old password was entered incorrectly. Please enter it again.',
      ),
    );
    expect(api.sent.find((r) => r.path === '/api/auth/password/change/')?.body).toEqual({
      old_password: 'not-mine-1',
      new_password1: 'fresh-moves9',
      new_password2: 'fresh-moves9',
    });
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    expect(document.title).toBe('Settings - Cypher');
  });

  it('says the new password was saved and empties the form', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    mockApi({
      'POST /api/auth/password/change/': { status: 200, body: { detail: 'New password has been saved.' } },
    });
    renderWithProviders(authRoutes, '/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'groove1234');
    await user.type(screen.getByLabelText('New password'), 'fresh-moves9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-moves9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password has been saved.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });
});
