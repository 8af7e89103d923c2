import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { authRoutes, fieldError } from '../helpers/auth-setup';
import { renderWithProviders } from '../helpers/render';

type Fields = { username: string; email: string; password1: string; password2: string; country?: string };
const valid: Fields = {
  username: 'bboy_kim',
  email: 'kim@example.com',
  password1: 'groove1234',
  password2: 'groove1234',
  country: 'Korea',
};

async function fillSignUp(user: UserEvent, fields: Partial<Fields>, scope: HTMLElement = document.body) {
  const form = within(scope);
  const typeInto = async (label: string, text?: string) => {
    if (text) await user.type(form.getByLabelText(label), text);
  };
  await form.findByLabelText('Username');
  await typeInto('Username', fields.username);
  await typeInto('Email', fields.email);
  await typeInto('Password', fields.password1);
  await typeInto('Confirm password', fields.password2);
  if (fields.country) {
    await user.type(form.getByRole('combobox', { name: 'Country' }), fields.country);
    await user.click(await screen.findByRole('option', { name: 'South Korea' }));
  }
  await user.click(form.getByRole('button', { name: 'Sign up' }));
}

describe('sign-up validation', () => {
  it('says which fields are required when the form is sent empty', async () => {
    const api = mockApi({});
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), {});
    expect(fieldError('Username')).toBe('Username is required.');
    expect(fieldError('Email')).toBe('Email is required.');
    expect(fieldError('Password')).toBe('Password is required.');
    expect(fieldError('Confirm password')).toBe('Password is required.');
    expect(api.requestsTo('POST /api/auth/registration/')).toHaveLength(0);
  });

  it('refuses spaces in the username', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), { ...valid, username: 'bboy kim' });
    expect(fieldError('Username')).toBe('No spaces are allowed.');
  });

  it('asks for a valid e-mail address', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), { ...valid, email: 'kim.example.com' });
    expect(fieldError('Email')).toBe('Enter a valid e-mail');
  });

  it('asks for at least 8 characters and a letter in the password', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), { ...valid, password1: '1234567', password2: '1234567' });
    expect(fieldError('Password')).toBe('Min. 8 characters and an alphabet required');
  });

  it('says when the passwords do not match', async () => {
    mockApi({});
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), { ...valid, password2: 'groove12345' });
    expect(fieldError('Confirm password')).toBe("Passwords doesn't match.");
  });
});

describe('sign-up with the server', () => {
  it('shows server errors at their fields with the failure notification', async () => {
    mockApi({
      'POST /api/auth/registration/': {
        status: 400,
        body: {
          username: ['A user with that username already exists.'],
          non_field_errors: ['The password is too similar to the username.'],
        },
      },
    });
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), valid);
    await waitFor(() => expect(fieldError('Username')).toBe('A user with that username already exists.'));
    expect(fieldError('Password')).toBe('The password is too similar to the username.');
    expect(await screen.findByText('Some error occured. Please try again later.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('bboy_kim');
  });

  it('sends the registration and opens the verification dialog', async () => {
    const api = mockApi({
      'POST /api/auth/registration/': { status: 201, body: { detail: 'Verification e-mail sent.' } },
    });
    renderWithProviders(authRoutes, '/verify');
    await fillSignUp(userEvent.setup(), valid);
    const dialog = await screen.findByRole('dialog', { name: 'Instruction is sent.' });
    expect(within(dialog).getByText(/kim@example.com/)).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/registration/')).toEqual([
      { ...valid, country: 'KR', gender: 'NS' },
    ]);
  });
});

describe('verification dialog', () => {
  async function register(table: Parameters<typeof mockApi>[0], path = '/verify') {
    const api = mockApi({
      'POST /api/auth/registration/': { status: 201, body: { detail: 'sent' } },
      ...table,
    });
    const rendered = renderWithProviders(authRoutes, path);
    const user = userEvent.setup();
    await fillSignUp(user, valid);
    const dialog = await screen.findByRole('dialog', { name: 'Instruction is sent.' });
    return { api, user, dialog, ...rendered };
  }

  it('signs in with the saved credentials when the e-mail is verified and opens the portfolio set-up', async () => {
    const { api, user, dialog } = await register({
      'POST /api/auth/login/': { status: 200, body: authResult() },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Email verified' }));
    expect(await screen.findByRole('heading', { name: 'Portfolio set-up' })).toBeTruthy();
    expect(screen.getByText('Verification successful.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/login/')).toEqual([
      { email: 'kim@example.com', password: 'groove1234' },
    ]);
    expect(store.get(sessionAtom)?.refresh).toBe('refresh-1');
  });

  it('goes home after verification when the user already has a portfolio', async () => {
    const withPortfolio = authResult({ portfolio: { thumb: null, country: 'KR', artist_name: 'Kim' } });
    const { user, dialog } = await register({
      'POST /api/auth/login/': { status: 200, body: withPortfolio },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Email verified' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('says the e-mail is not verified yet when the sign-in is refused', async () => {
    const { user, dialog } = await register({
      'POST /api/auth/login/': { status: 400, body: { non_field_errors: ['E-mail is not verified.'] } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Email verified' }));
    expect(await within(dialog).findByText('Email not verified yet.')).toBeTruthy();
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('sends the link again with "Resend link"', async () => {
    const { api, user, dialog } = await register({
      'POST /api/auth/resend-confirmation-email/': { status: 200, body: { detail: 'ok' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Resend link' }));
    expect(await within(dialog).findByText('Verification link sent again.')).toBeTruthy();
    expect(api.requestsTo('POST /api/auth/resend-confirmation-email/')).toEqual([
      { email: 'kim@example.com' },
    ]);
  });

  it('shows a resend error read from the e-mail field', async () => {
    const { user, dialog } = await register({
      'POST /api/auth/resend-confirmation-email/': {
        status: 400,
        body: { email: ['This e-mail is already verified.'] },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Resend link' }));
    expect(await within(dialog).findByText('This e-mail is already verified.')).toBeTruthy();
  });

  it('follows a registration in the top-bar dialog and signs in there', async () => {
    mockApi({
      'POST /api/auth/registration/': { status: 201, body: { detail: 'sent' } },
      'POST /api/auth/login/': { status: 200, body: authResult() },
    });
    renderWithProviders(authRoutes, '/artists');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fillSignUp(user, valid, await screen.findByRole('dialog', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instruction is sent.' });
    await user.click(within(dialog).getByRole('button', { name: 'Email verified' }));
    expect(await screen.findByRole('heading', { name: 'Portfolio set-up' })).toBeTruthy();
  });
});
