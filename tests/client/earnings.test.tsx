import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import PaymentsRoute from '../../src/client/app/routes/payments';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import type { Earning, EarningsTotals } from '../../src/shared/schemas/payments';
import { page, stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/payments', Component: PaymentsRoute },
      { path: '/mypayments', Component: PaymentsRoute },
    ],
  },
];

const ACCOUNT = {
  has_account: true,
  charges_enabled: true,
  payouts_enabled: true,
  onboarding_complete: true,
};
const TOTALS: EarningsTotals = { sales: 3, gross: '29.97', fee: '3.00', net: '26.97', currency: 'USD' };
const NEXT = 'http://localhost/api/payments/earnings/?cursor=2';

const sale = (n: number, fields: Partial<Earning> = {}): Earning => ({
  uuid: `5f0c6a1e-0000-4000-8000-00000000000${n}`,
  plab: { uuid: `9a1b2c3d-0000-4000-8000-00000000000${n}`, name: `Lab ${n}` },
  buyer: `buyer${n}`,
  amount: '9.99',
  fee: '1.00',
  net: '8.99',
  currency: 'USD',
  paid_at: `2026-11-0${n}T12:00:00Z`,
  ...fields,
});

beforeEach(() => {
  store.set(sessionAtom, testSession(true));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('earnings', () => {
  it('shows the totals and each sale with its lab, buyer, date and amounts, then loads more', async () => {
    const api = stubFetch({
      'GET /api/payments/account-status/': { body: ACCOUNT },
      'GET /api/payments/earnings/': { body: { ...page([sale(1), sale(2)], NEXT), totals: TOTALS } },
      'GET /api/payments/earnings/?cursor=2': {
        body: { ...page([sale(3, { amount: '10.00', fee: '1.00', net: '9.00' })]), totals: TOTALS },
      },
    });
    renderWithProviders(routes, '/payments');
    expect(await screen.findByRole('heading', { name: 'Earnings' })).toBeTruthy();
    const totals = within((await screen.findByText('Gross')).closest('dl') as HTMLElement);
    const total = (label: string) => totals.getByText(label).nextSibling?.textContent;
    expect([total('Sales'), total('Gross'), total('Platform fee'), total('Net')]).toEqual([
      '3',
      '$29.97',
      '$3.00',
      '$26.97',
    ]);
    expect(screen.getByText('Amounts in USD.')).toBeTruthy();

    const row = screen.getByRole('link', { name: 'Lab 1' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Lab 1' }).getAttribute('href')).toBe(
      `/publishedlabs/${sale(1).plab.uuid}`,
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Lab 1', 'buyer1', shortDate(sale(1).paid_at), '$9.99', '$1.00', '$8.99']);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Lab 3' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    const pages = api.to('GET /api/payments/earnings/').filter((s) => !s.url.includes('/months/'));
    expect(pages).toHaveLength(2);
  });

  it('says when there are no sales yet on /mypayments', async () => {
    const zero: EarningsTotals = { sales: 0, gross: '0.00', fee: '0.00', net: '0.00', currency: 'USD' };
    stubFetch({
      'GET /api/payments/account-status/': { body: ACCOUNT },
      'GET /api/payments/earnings/': { body: { ...page([]), totals: zero } },
    });
    renderWithProviders(routes, '/mypayments');
    expect(await screen.findByText('No sales yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with Retry, and the list once Retry works', async () => {
    let failing = true;
    stubFetch({
      'GET /api/payments/account-status/': { body: ACCOUNT },
      'GET /api/payments/earnings/': () =>
        failing
          ? { status: 503, body: { detail: 'Try later.' } }
          : { body: { ...page([sale(1)]), totals: TOTALS } },
    });
    renderWithProviders(routes, '/payments');
    expect(await screen.findByText('Could not load your earnings.')).toBeTruthy();
    expect(screen.getByText('Try later.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Lab 1' })).toBeTruthy();
    expect(screen.queryByText('Could not load your earnings.')).toBeNull();
  });
});
