/** The payments-setup flow inside the account drawer (spec platform-shell 2.5 and 4.5). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../../src/client/app/layouts/default-layout';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { stubFetch } from '../helpers/artists-api';
import { LINK, spyRedirect, status } from '../helpers/payments-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({ AuthButtons: () => null }));

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

async function openDrawer() {
  const view = renderWithProviders([
    {
      element: <DefaultLayout />,
      children: [
        { path: '/payments', element: <h1>Payments page</h1> },
        { path: '*', element: <p>Page body</p> },
      ],
    },
  ]);
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Account/ }));
  return { ...view, drawer: within(await screen.findByRole('dialog')) };
}

describe('payments setup in the account drawer', () => {
  it('checks the account only when asked, then opens the country dialog and onboards', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status() },
      'POST /api/payments/validate-country/': { body: { supported: true } },
      'POST /api/payments/create-connect-account/': { status: 201, body: {} },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    const { drawer } = await openDrawer();
    expect(api.to('GET /api/payments/account-status/')).toHaveLength(0);
    fireEvent.click(drawer.getByRole('button', { name: 'Set up payments' }));
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(screen.getByText('Please select a country to continue.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Japan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));
    expect(api.to('POST /api/payments/create-connect-account/')[0]?.body).toEqual({ country: 'JP' });
  });

  it('opens /payments for an account that is set up', async () => {
    stubFetch({
      'GET /api/payments/account-status/': {
        body: status({ has_account: true, charges_enabled: true, onboarding_complete: true }),
      },
    });
    const { drawer, router } = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Set up payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    expect(await screen.findByRole('heading', { name: 'Payments page' })).toBeTruthy();
  });

  it('says an account needs verification and goes to the provider after 2 s', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: status({ has_account: true }) },
      'POST /api/payments/create-account-link/': { body: { url: LINK } },
    });
    const { drawer } = await openDrawer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(drawer.getByRole('button', { name: 'Set up payments' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(drawer.getByText(/needs verification/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(api.to('POST /api/payments/create-account-link/')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(assign).toHaveBeenCalledWith(LINK);
  });

  it('shows the spec message when the status cannot be read', async () => {
    stubFetch({ 'GET /api/payments/account-status/': { status: 500, body: { detail: 'boom' } } });
    const { drawer } = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Set up payments' }));
    expect((await drawer.findByRole('alert')).textContent).toBe(
      'Failed to set up payment method. Please try again later.',
    );
  });
});
