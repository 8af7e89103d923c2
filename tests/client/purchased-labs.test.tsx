import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import PurchasedLabsRoute from '../../src/client/app/routes/purchased-labs';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { page, stubFetch } from '../helpers/artists-api';
import { FUTURE, PAST, purchasedLab } from '../helpers/purchased-labs-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/mypurchasedlabs', Component: PurchasedLabsRoute }],
  },
  { path: '/:username/purchasedlabs/', element: <PortfolioTabRoute /> },
];

const LIST = 'GET /api/whatiscooking/purchasedlabs/list/';
const NEXT = 'http://localhost/api/whatiscooking/purchasedlabs/list/?cursor=2';
const SEARCH = 'GET /api/whatiscooking/purchasedlabs/list/search/';

const active = purchasedLab(1);
const expired = purchasedLab(2, { expires_at: PAST, is_active: false });

beforeEach(() => {
  store.set(sessionAtom, testSession(true));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('purchased labs', () => {
  it('lists the purchases with how long access lasts, linking to each lab, and loads more', async () => {
    const api = stubFetch({
      [LIST]: { body: page([active], NEXT) },
      'GET /api/whatiscooking/purchasedlabs/list/?cursor=2': { body: page([expired]) },
    });
    renderWithProviders(routes, '/mypurchasedlabs');
    expect(screen.getByRole('heading', { name: 'My Purchased Labs', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Lab 1' })).toBeTruthy();
    expect(card('Lab 1').getByText(`Access until ${shortDate(FUTURE)}`)).toBeTruthy();
    expect(card('Lab 1').getByRole('link', { name: 'Lab 1' }).getAttribute('href')).toBe(
      `/mypurchasedlabs/${active.plab.uuid}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: 'Lab 2' })).toBeTruthy();
    expect(card('Lab 2').getByText(`Access ended on ${shortDate(PAST)}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.sent).toHaveLength(2);
  });

  it('searches by the typed term once typing pauses, and goes back to the list when cleared', async () => {
    const api = stubFetch({
      [LIST]: { body: page([active, expired]) },
      [`${SEARCH}foot%20work`]: { body: page([expired]) },
    });
    renderWithProviders(routes, '/mypurchasedlabs');
    await screen.findByRole('article', { name: 'Lab 1' });
    const search = screen.getByRole('searchbox', { name: 'Search purchased labs' });
    fireEvent.change(search, { target: { value: 'f' } });
    fireEvent.change(search, { target: { value: ' foot work ' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lab 1' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Lab 2' })).toBeTruthy();
    expect(api.to(SEARCH).map((sent) => new URL(sent.url, 'http://localhost').pathname)).toEqual([
      '/api/whatiscooking/purchasedlabs/list/search/foot%20work',
    ]);
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByRole('article', { name: 'Lab 1' })).toBeTruthy();
  });

  it('says when a search matches nothing', async () => {
    stubFetch({ [LIST]: { body: page([active]) }, [`${SEARCH}salsa`]: { body: page([]) } });
    renderWithProviders(routes, '/mypurchasedlabs');
    await screen.findByRole('article', { name: 'Lab 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search purchased labs' }), {
      target: { value: 'salsa' },
    });
    expect(await screen.findByText('No purchased labs match "salsa".')).toBeTruthy();
  });

  it('says when nothing was bought yet and links to the published labs', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderWithProviders(routes, '/mypurchasedlabs');
    expect(await screen.findByText(/You have not bought or joined any labs yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse published labs' }).getAttribute('href')).toBe(
      '/publishedlabs',
    );
  });

  it('shows a failed load with Retry', async () => {
    let failing = true;
    stubFetch({
      [LIST]: () => (failing ? 'network-error' : { body: page([active]) }),
    });
    renderWithProviders(routes, '/mypurchasedlabs');
    expect(await screen.findByText('Could not load your purchased labs.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lab 1' })).toBeTruthy();
  });

  it("shows the same list on the owner's purchased labs tab", async () => {
    stubFetch({ [LIST]: { body: page([active]) } });
    renderWithProviders(routes, '/bgirl.rue/purchasedlabs/');
    expect(await screen.findByRole('article', { name: 'Lab 1' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search purchased labs' })).toBeTruthy();
  });
});
