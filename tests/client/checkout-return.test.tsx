import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import CheckoutReturnRoute from '../../src/client/app/routes/checkout-return';
import { POLL_TRIES } from '../../src/client/features/purchased-labs/use-checkout-status';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import type { CheckoutStatus } from '../../src/shared/schemas/payments';
import { stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/stripe/payments/success', Component: CheckoutReturnRoute },
      { path: '/stripe/payments/cancel', Component: CheckoutReturnRoute },
    ],
  },
  { path: '/login', element: <h1>Sign in</h1> },
];

const PLAB = '0b8a4f3e-6d1c-4f53-9a0e-2f1f6c8b9d10';
const STATUS_URL = 'GET /api/payments/checkout-status/?session_id=cs_test_1';
const checkout = (status: CheckoutStatus['status']): CheckoutStatus => ({
  status,
  plab_uuid: PLAB,
  lab_name: 'Footwork Basics',
  expires_at: status === 'paid' ? '2026-12-21T10:00:00Z' : null,
});

beforeEach(() => {
  store.set(sessionAtom, testSession(true));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

/** Advances the faked setTimeout and lets the pending fetches settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('checkout return pages', () => {
  it('asks every second while the payment is pending, then opens the lab once it is paid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let asked = 0;
    const api = stubFetch({
      [STATUS_URL]: () => {
        asked += 1;
        return { body: checkout(asked < 3 ? 'pending' : 'paid') };
      },
    });
    renderWithProviders(routes, '/stripe/payments/success?session_id=cs_test_1');
    await advance(10);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    expect(api.to('GET /api/payments/checkout-status/')).toHaveLength(1);
    await advance(1000);
    expect(api.to('GET /api/payments/checkout-status/')).toHaveLength(2);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await advance(1000);
    const paid = `Payment received. You can watch Footwork Basics until ${shortDate('2026-12-21T10:00:00Z')}.`;
    expect(screen.getByText(paid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open lab' }).getAttribute('href')).toBe(
      `/mypurchasedlabs/${PLAB}`,
    );
    await advance(5000);
    expect(api.to('GET /api/payments/checkout-status/')).toHaveLength(3);
  });

  it('keeps asking through a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let asked = 0;
    stubFetch({
      [STATUS_URL]: () => {
        asked += 1;
        return asked === 1 ? 'network-error' : { body: checkout('paid') };
      },
    });
    renderWithProviders(routes, '/stripe/payments/success?session_id=cs_test_1');
    await advance(10);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await advance(1000);
    expect(screen.getByRole('link', { name: 'Open lab' })).toBeTruthy();
  });

  it(`stops after ${POLL_TRIES} answers that are still pending and says so`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubFetch({ [STATUS_URL]: { body: checkout('pending') } });
    renderWithProviders(routes, '/stripe/payments/success?session_id=cs_test_1');
    await advance(POLL_TRIES * 1000 + 5000);
    expect(api.to('GET /api/payments/checkout-status/')).toHaveLength(POLL_TRIES);
    expect(screen.getByText(/still being confirmed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse published labs' }).getAttribute('href')).toBe(
      '/publishedlabs',
    );
  });

  it('says a canceled checkout charged nothing', async () => {
    stubFetch({ [STATUS_URL]: { body: checkout('canceled') } });
    renderWithProviders(routes, '/stripe/payments/success?session_id=cs_test_1');
    expect(await screen.findByText('This payment was canceled. You have not been charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse published labs' })).toBeTruthy();
  });

  it("says why when the checkout is not the caller's", async () => {
    const api = stubFetch({ [STATUS_URL]: { status: 404, body: { detail: 'Not found.' } } });
    renderWithProviders(routes, '/stripe/payments/success?session_id=cs_test_1');
    expect(await screen.findByText('We could not confirm this payment: Not found.')).toBeTruthy();
    expect(api.to('GET /api/payments/checkout-status/')).toHaveLength(1);
  });

  it('says that nothing was charged on the cancel page and links back to the lab', async () => {
    const api = stubFetch({});
    renderWithProviders(routes, `/stripe/payments/cancel?plab=${PLAB}`);
    expect(await screen.findByText('Payment canceled. You have not been charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lab' }).getAttribute('href')).toBe(
      `/publishedlabs/${PLAB}`,
    );
    expect(api.sent).toHaveLength(0);
  });
});
