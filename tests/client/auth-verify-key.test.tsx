import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../helpers/auth-fetch';
import { authRoutes } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

describe('/verify with a key', () => {
  it('confirms the e-mail address once and offers to sign in', async () => {
    const api = mockApi({
      'POST /api/auth/registration/verify-email/': { status: 200, body: { detail: 'ok' } },
    });
    renderWithProviders(authRoutes, '/verify?key=abc123');
    expect(screen.getByText('Verifying your e-mail...')).toBeTruthy();
    expect(await screen.findByText('Your e-mail is verified.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.requestsTo('POST /api/auth/registration/verify-email/')).toEqual([{ key: 'abc123' }]);
    expect(document.title).toBe('Verify e-mail - Cypher');
  });

  it('says the link is invalid and lets the user ask for a new one', async () => {
    const api = mockApi({
      'POST /api/auth/registration/verify-email/': {
        status: 400,
        body: { key: ['This link is invalid or has expired.'] },
      },
      'POST /api/auth/resend-confirmation-email/': { status: 200, body: { detail: 'ok' } },
    });
    renderWithProviders(authRoutes, '/verify?key=stale');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Verification link sent again.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/resend-confirmation-email/')).toEqual([
      { email: 'kim@example.com' },
    ]);
  });

  it('says there is a network error rather than an invalid link when offline', async () => {
    mockApi({ 'POST /api/auth/registration/verify-email/': 'network-error' });
    renderWithProviders(authRoutes, '/verify?key=abc123');
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
  });

  it('says the server failed rather than that the link is invalid on a 5xx', async () => {
    mockApi({ 'POST /api/auth/registration/verify-email/': { status: 502 } });
    renderWithProviders(authRoutes, '/verify?key=abc123');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });
});
