import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import SubscriptionRoute from '../../src/client/app/routes/subscription';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { page, stubFetch } from '../helpers/artists-api';
import { FUTURE, PAST, publishedLab, purchasedLab } from '../helpers/purchased-labs-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/subscription', Component: SubscriptionRoute }] },
  { path: '/login', element: <h1>Sign in</h1> },
];
const LIST = 'GET /api/whatiscooking/purchasedlabs/list/';
const PAID = '2026-11-01T10:00:00Z';

const active = purchasedLab(1);
const ended = purchasedLab(2, { expires_at: PAST, is_active: false });
const joined = purchasedLab(3, {
  price: '0.00',
  plab: publishedLab({
    id: 3,
    uuid: '2f3e4d5c-0000-4000-8000-000000000003',
    name: 'Lab 3',
    subscription: null,
  }),
});

const row = (name: string) => within(screen.getByRole('link', { name }).closest('li') as HTMLElement);

beforeEach(() => store.set(sessionAtom, testSession(true)));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('/subscription', () => {
  it('lists my lab subscriptions with when each ends, what was paid, and loads more', async () => {
    stubFetch({
      [LIST]: {
        body: page([active, ended], 'http://localhost/api/whatiscooking/purchasedlabs/list/?cursor=2'),
      },
      'GET /api/whatiscooking/purchasedlabs/list/?cursor=2': { body: page([joined]) },
    });
    renderWithProviders(routes, '/subscription');
    expect(screen.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeTruthy();
    expect(document.title).toBe('My subscriptions - Cypher');

    expect(await screen.findByRole('link', { name: 'Lab 1' })).toBeTruthy();
    expect(row('Lab 1').getByText(`Access until ${shortDate(FUTURE)}`)).toBeTruthy();
    expect(row('Lab 1').getByText(`Paid $9.99 USD on ${shortDate(PAID)}`)).toBeTruthy();
    expect(row('Lab 1').getByRole('link', { name: 'Lab 1' }).getAttribute('href')).toBe(
      `/mypurchasedlabs/${active.plab.uuid}`,
    );
    expect(row('Lab 1').queryByRole('link', { name: "Renew on the lab's page" })).toBeNull();

    expect(row('Lab 2').getByText(`Access ended on ${shortDate(PAST)}`)).toBeTruthy();
    expect(row('Lab 2').getByRole('link', { name: "Renew on the lab's page" }).getAttribute('href')).toBe(
      `/publishedlabs/${ended.plab.uuid}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Lab 3' })).toBeTruthy();
    expect(row('Lab 3').getByText(`Joined on ${shortDate(PAID)}`)).toBeTruthy();
  });

  it('says when there is no subscription yet and links to the published labs', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderWithProviders(routes, '/subscription');
    expect(await screen.findByText('You have no lab subscriptions yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse published labs' }).getAttribute('href')).toBe(
      '/publishedlabs',
    );
  });

  it('says offline that the list needs a connection, with Retry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({ [LIST]: 'network-error' });
    renderWithProviders(routes, '/subscription');
    expect(await screen.findByText('Your subscriptions need a connection to load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks a visitor to sign in first', async () => {
    store.set(sessionAtom, null);
    renderWithProviders(routes, '/subscription');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
