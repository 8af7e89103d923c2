/**
 * The earnings chart on My Payments against the real server: a bar per month of the last 12, each
 * named for screen readers with its month, net and number of sales, in English and in Spanish.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import PaymentsRoute from '../../src/client/app/routes/payments';
import { activateLocale } from '../../src/client/i18n/i18n';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { paidPurchase, publishLab } from '../helpers/lab-fixtures';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';

const routes = [{ element: <RequireAuth />, children: [{ path: '/payments', Component: PaymentsRoute }] }];

let seller: Artist;
/** When the older sale was paid (about two months ago). */
let older: Date;

const suite = realApiSuite(async (t) => {
  seller = await createArtist(t, 'chartSeller');
  const fan = await createArtist(t, 'chartFan');
  const { lab } = await publishLab(t, seller.id, { name: 'Chart lab', priceCents: 1000 });
  const sale = { periodDays: 30, amountCents: 1000, feeCents: 100 };
  await paidPurchase(t, fan.id, lab.id, { ...sale, daysAgo: 0 });
  await paidPurchase(t, fan.id, lab.id, { ...sale, daysAgo: 0 });
  const row = await paidPurchase(t, fan.id, lab.id, {
    ...sale,
    daysAgo: 62,
    amountCents: 2500,
    feeCents: 250,
  });
  older = row.paidAt as Date;
});

afterEach(() => activateLocale('en'));

/** "March 2026" in `locale`, as the chart names a month (UTC). */
const monthName = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

async function openChart() {
  store.set(sessionAtom, await sessionOf(suite.t, seller));
  renderWithProviders(routes, '/payments');
  const figure = await screen.findByRole('figure', { name: /./ });
  await within(figure).findAllByRole('img');
  return within(figure);
}

describe('earnings chart', () => {
  it('names each of the 12 months with its net and number of sales', async () => {
    const chart = await openChart();
    expect(screen.getByRole('figure', { name: 'Net earnings by month' })).toBeTruthy();
    expect(chart.getAllByRole('img')).toHaveLength(12);
    const thisMonth = chart.getByRole('img', { name: `${monthName('en', new Date())}: $18.00 from 2 sales` });
    expect(chart.getAllByRole('img').at(-1)).toBe(thisMonth);
    expect(chart.getByRole('img', { name: `${monthName('en', older)}: $22.50 from 1 sale` })).toBeTruthy();
    expect(chart.getAllByRole('img', { name: /^\w+ \d{4}: \$0\.00 from 0 sales$/ })).toHaveLength(10);
    // The scale reads the best month's net.
    expect(chart.getByText('$22.50')).toBeTruthy();
  });

  it('writes the months, money and sales in the language shown (es)', async () => {
    await act(() => activateLocale('es'));
    const chart = await openChart();
    expect(screen.getByRole('figure', { name: 'Ganancias netas por mes' })).toBeTruthy();
    expect(
      chart.getByRole('img', { name: `${monthName('es', new Date())}: 18,00\u00a0US$ de 2 ventas` }),
    ).toBeTruthy();
    expect(
      chart.getByRole('img', { name: `${monthName('es', older)}: 22,50\u00a0US$ de 1 venta` }),
    ).toBeTruthy();
  });

  it('shows a failed read of the months with Retry beside the sales, and the chart once it works', async () => {
    let failing = true;
    suite.server.answer(({ path }) =>
      failing && path === '/api/payments/earnings/months/'
        ? Response.json({ detail: 'Try later.' }, { status: 503 })
        : undefined,
    );
    store.set(sessionAtom, await sessionOf(suite.t, seller));
    renderWithProviders(routes, '/payments');
    expect(await screen.findByText('Could not load your earnings by month.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Chart lab' })).toHaveLength(3);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'Net earnings by month' })).toBeTruthy();
    expect(screen.queryByText('Could not load your earnings by month.')).toBeNull();
  });
});
