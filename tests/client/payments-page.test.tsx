import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import PaymentsRoute from '../../src/client/app/routes/payments';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../src/shared/payment-countries';
import { stubFetch } from '../helpers/artists-api';
import { LINK, spyRedirect, status } from '../helpers/payments-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/payments', Component: PaymentsRoute },
      { path: '/mypayments', Component: PaymentsRoute },
      { path: '/stripe/onboarding/success', Component: PaymentsRoute },
      { path: '/stripe/onboarding/refresh', Component: PaymentsRoute },
    ],
  },
  { path: '/login', element: <h1>Sign in</h1> },
];

const DONE = status({
  has_account: true,
  charges_enabled: true,
  payouts_enabled: true,
  onboarding_complete: true,
});

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  store.set(sessionAtom, testSession(true));
  assign = spyRedirect();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

/** Advances the faked setTimeout and lets the pending fetches settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function chooseCountry(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect bank account' }));
  const input = await screen.findByRole('combobox', { name: 'Country' });
  const user = userEvent.setup();
  await user.click(input);
  await user.click(await screen.findByRole('option', { name }));
}

describe('payments page', () => {
  it('says the bank account is connected and opens the dashboard', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: DONE },
      'POST /api/payments/create-dashboard-link/': { body: { url: 'https://dash.example/x' } },
    });
    renderWithProviders(routes, '/payments');
    expect(
      await screen.findByText('Your bank account is connected. You can add fees to your labs.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open payments dashboard' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://dash.example/x'));
    expect(api.to('POST /api/payments/create-dashboard-link/')).toHaveLength(1);
  });

  it('redirects an account that needs verification to the account link after 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status({ has_account: true }) },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    renderWithProviders(routes, '/payments');
    await advance(10);
    expect(screen.getByText(/needs verification/)).toBeTruthy();
    await advance(1900);
    expect(api.to('POST /api/payments/create-account-link/')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    await advance(200);
    expect(assign).toHaveBeenCalledWith(LINK);
  });

  it('asks for a country, then creates the account and its link 1 s after Continue', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': { body: { supported: true } },
      'POST /api/payments/create-connect-account/': { status: 201, body: {} },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    renderWithProviders(routes, '/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('Please select a country to continue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(screen.queryByText('Please select a country to continue.')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(10);
    expect(api.to('POST /api/payments/validate-country/')).toHaveLength(1);
    await advance(900);
    expect(api.to('POST /api/payments/create-connect-account/')).toHaveLength(0);
    await advance(200);
    expect(assign).toHaveBeenCalledWith(LINK);
    expect(api.to('POST /api/payments/validate-country/')[0]?.body).toEqual({ country: 'DE' });
    expect(api.to('POST /api/payments/create-connect-account/')[0]?.body).toEqual({ country: 'DE' });
  });

  it('treats a country check that cannot reach the server as supported', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': 'network-error',
      'POST /api/payments/create-connect-account/': { status: 201, body: {} },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    renderWithProviders(routes, '/payments');
    await chooseCountry('UK');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));
    expect(api.to('POST /api/payments/create-connect-account/')[0]?.body).toEqual({ country: 'GB' });
  });

  it('says to sign in again when onboarding answers 401', async () => {
    stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': { body: { supported: true } },
      'POST /api/payments/create-connect-account/': { status: 401, body: { detail: 'nope' } },
    });
    renderWithProviders(routes, '/payments');
    await chooseCountry('Japan');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Failed to set up payment method. Please make sure you are logged in and try again.',
      ),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says to try again later when onboarding fails otherwise', async () => {
    stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': { body: { supported: true } },
      'POST /api/payments/create-connect-account/': { status: 201, body: {} },
      'POST /api/payments/create-account-link/': { status: 502, body: { detail: 'provider down' } },
    });
    renderWithProviders(routes, '/payments');
    await chooseCountry('Japan');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to set up payment method. Please try again later.')).toBeTruthy();
  });

  it('says when the server takes no payments, with nothing to try again', async () => {
    stubFetch({
      'GET /api/payments/account-status/': {
        status: 503,
        body: { detail: paymentMessages.notConfigured, code: PAYMENTS_NOT_CONFIGURED },
      },
    });
    renderWithProviders(routes, '/payments');
    expect(await screen.findByText(paymentMessages.notConfigured)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect bank account' })).toBeNull();
  });

  it('says that no onboarding URL was received', async () => {
    stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': { body: { supported: true } },
      'POST /api/payments/create-connect-account/': { status: 201, body: {} },
      'POST /api/payments/create-account-link/': { body: {} },
    });
    renderWithProviders(routes, '/payments');
    await chooseCountry('Japan');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No onboarding URL received')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('starts a fresh account link at once on the refresh return page and re-checks on the success page', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status({ has_account: true }) },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    const first = renderWithProviders(routes, '/stripe/onboarding/refresh');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));
    expect(api.to('POST /api/payments/create-account-link/')).toHaveLength(1);
    first.unmount();
    stubFetch({ 'GET /api/payments/account-status/': { body: DONE } });
    renderWithProviders(routes, '/stripe/onboarding/success');
    expect(
      await screen.findByText('Your bank account is connected. You can add fees to your labs.'),
    ).toBeTruthy();
  });

  it('offers to connect a bank account on the refresh return page when there is no account yet', async () => {
    const api = stubFetch({ 'GET /api/payments/account-status/': { body: status() } });
    renderWithProviders(routes, '/stripe/onboarding/refresh');
    expect(await screen.findByRole('button', { name: 'Connect bank account' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('POST /api/payments/create-account-link/')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the status on /mypayments with the earnings below it', async () => {
    stubFetch({
      'GET /api/payments/account-status/': { body: DONE },
      'GET /api/payments/earnings/': {
        body: { count: 0, next: null, previous: null, results: [], totals: null },
      },
    });
    renderWithProviders(routes, '/mypayments');
    expect(await screen.findByRole('button', { name: 'Open payments dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Earnings' })).toBeTruthy();
    expect(await screen.findByText('No sales yet.')).toBeTruthy();
  });

  it('disables the buttons offline and says why', async () => {
    stubFetch({ 'GET /api/payments/account-status/': { body: status() } });
    renderWithProviders(routes, '/payments');
    const connect = await screen.findByRole('button', { name: 'Connect bank account' });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByText('You are offline. This needs a connection.')).toBeTruthy();
      expect(connect.hasAttribute('disabled')).toBe(true);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });
});
