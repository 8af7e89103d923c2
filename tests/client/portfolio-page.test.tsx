import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PortfolioLayoutRoute from '../../src/client/app/routes/portfolio-layout';
import PortfolioMainRoute from '../../src/client/app/routes/portfolio-main';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { clearMirror, db } from '../../src/client/lib/db';
import { PORTFOLIO_TABS } from '../../src/client/lib/portfolio-tab-list';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { User } from '../../src/shared/schemas/auth';
import type { Note } from '../../src/shared/schemas/notes';
import { type Handler, page, portfolio, type Reply, stubFetch } from '../helpers/artists-api';
import { serverNote } from '../helpers/notes';
import { publishedLab } from '../helpers/published-labs-data';
import { renderWithProviders } from '../helpers/render';

const routes = [
  {
    path: '/:username',
    element: <PortfolioLayoutRoute />,
    children: [
      { index: true, element: <PortfolioMainRoute /> },
      ...PORTFOLIO_TABS.filter((tab) => tab.path !== '').map((tab) => ({
        path: tab.path,
        element: <PortfolioTabRoute />,
      })),
    ],
  },
  { path: '/upload/website', element: <p>Portfolio form</p> },
];

const kim = portfolio({
  username: 'bboy_kim',
  artist_name: 'B-Boy Kim',
  country: 'KR',
  bio: 'Seoul breaker.',
});
const signIn = (username: string, withPortfolio: boolean) => {
  const user: User = {
    pk: 1,
    username,
    email: `${username}@example.com`,
    country: 'KR',
    gender: 'NS',
    language: 'en',
    portfolio: withPortfolio ? { thumb: null, country: 'KR', artist_name: 'B-Boy Kim' } : null,
  };
  store.set(sessionAtom, { access: 'a', refresh: 'r', user });
};

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the portfolio page', () => {
  it('shows the header and the tabs to a visitor, without Edit or Purchased Labs', async () => {
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { body: kim } });
    renderWithProviders(routes, '/bboy_kim');

    expect(await screen.findByRole('heading', { level: 1, name: 'B-Boy Kim' })).toBeTruthy();
    expect(screen.getByText('@bboy_kim · South Korea')).toBeTruthy();
    expect(await screen.findByText('Seoul breaker.')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'About',
      'Videos',
      'Labs',
      'Published Labs',
      'Journey',
      'Shoutouts',
      'Mentions',
      'Workshops',
      'Events',
      'My hood',
    ]);
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Labs' }).getAttribute('href')).toBe('/bboy_kim/labspace');
    expect(screen.queryByRole('link', { name: 'Edit portfolio' })).toBeNull();
    expect(document.title).toBe('B-Boy Kim - Cypher');
    expect(await db.artists.get(kim.id)).toMatchObject({ username: 'bboy_kim' });
  });

  it("shows the artist's photo at once, at the top of the page", async () => {
    const photo = '/media/medium/p-kim.webp';
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { body: { ...kim, profile_photo: photo } } });
    renderWithProviders(routes, '/bboy_kim');

    const image = await screen.findByRole('img', { name: 'B-Boy Kim' });
    expect(image.getAttribute('src')).toBe(photo);
    expect(image.getAttribute('loading')).toBe('eager');
  });

  it('offers Edit portfolio and Purchased Labs to the owner', async () => {
    signIn('bboy_kim', true);
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { body: kim } });
    renderWithProviders(routes, '/bboy_kim');

    const edit = await screen.findByRole('link', { name: 'Edit portfolio' });
    expect(edit.getAttribute('href')).toBe('/upload/website');
    expect(screen.getByRole('tab', { name: 'Purchased Labs' })).toBeTruthy();
  });

  it('moves between tabs with the keyboard and names each empty tab honestly', async () => {
    stubFetch({
      'GET /api/artist/portfolios/bboy_kim': { body: kim },
      'GET /api/whatiscooking/latest_cookings/*': {
        body: { count: 0, next: null, previous: null, results: [] },
      },
    });
    const { router } = renderWithProviders(routes, '/bboy_kim/videos');

    expect(await screen.findByText('No video notes here yet.')).toBeTruthy();
    screen.getByRole('tab', { name: 'Videos' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bboy_kim/labspace'));
    expect(await screen.findByText('Labs are private until published.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Labs' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the country and bio from the bio read on the About tab', async () => {
    stubFetch({
      'GET /api/artist/portfolios/bboy_kim': { body: kim },
      'GET /api/artist/bios/bboy_kim': {
        body: {
          username: 'bboy_kim',
          artist_name: 'B-Boy Kim',
          bio: 'Teaching footwork in Busan.',
          country: 'KR',
        },
      },
    });
    renderWithProviders(routes, '/bboy_kim/about');

    expect(await screen.findByText('Teaching footwork in Busan.')).toBeTruthy();
    expect(screen.getByText('From South Korea')).toBeTruthy();
  });

  it('shows the mirrored portfolio when the network is down', async () => {
    await db.artists.add(kim);
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': 'network-error' });
    renderWithProviders(routes, '/bboy_kim');
    expect(await screen.findByRole('heading', { level: 1, name: 'B-Boy Kim' })).toBeTruthy();
  });

  it('says "Artist Not Found." for an unknown username, without the create button for a visitor', async () => {
    stubFetch({
      'GET /api/artist/portfolios/nobody': { status: 404, body: { detail: 'Artist Not Found.' } },
    });
    renderWithProviders(routes, '/nobody');

    expect(await screen.findByRole('heading', { name: 'Artist Not Found.' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create your portfolio' })).toBeNull();
  });

  it('offers "Create your portfolio" to the owner of a username without a portfolio', async () => {
    signIn('newbie', false);
    stubFetch({
      'GET /api/artist/portfolios/newbie': { status: 404, body: { detail: 'Artist Not Found.' } },
    });
    renderWithProviders(routes, '/newbie');

    expect(await screen.findByRole('heading', { name: 'Artist Not Found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your portfolio' }).getAttribute('href')).toBe(
      '/upload/website',
    );
  });

  it('says it could not load a portfolio never seen here while offline, and loads it on Retry', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(routes, '/bboy_kim');
    expect(await screen.findByText('Could not load this portfolio.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'An Error Occurred' })).toBeNull();

    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { body: kim } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'B-Boy Kim' })).toBeTruthy();
  });

  it('shows "An Error Occurred" with the status for other failures', async () => {
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { status: 500, body: { detail: 'Boom.' } } });
    renderWithProviders(routes, '/bboy_kim');
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Status 500')).toBeTruthy();
  });
});

/** Note n of B-Boy Kim, newest last. */
const kimNote = (n: number, fields: Partial<Note> = {}) =>
  serverNote({
    id: n,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: 'bboy_kim',
    lesson: `Drill ${n}`,
    created: `2026-03-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    ...fields,
  });
const kimLab = (n: number, fields = {}) =>
  publishedLab({
    id: n,
    uuid: `00000000-0000-4000-8000-00000000050${n}`,
    name: `Lab ${n}`,
    username: 'bboy_kim',
    ...fields,
  });

function stubHome(
  notes: Note[],
  labs: ReturnType<typeof kimLab>[],
  portfolioReply: Reply | Handler = { body: kim },
) {
  return stubFetch({
    'GET /api/artist/portfolios/bboy_kim': portfolioReply,
    'GET /api/whatiscooking/latest_cookings/?page_size=20&username=bboy_kim': { body: page(notes) },
    'GET /api/whatiscooking/publishedlabs/list/personal/?username=bboy_kim&page_size=3': { body: page(labs) },
    'GET /api/whatiscooking/cooking/*': { body: [] },
  });
}

describe('the portfolio Home tab', () => {
  it("shows a visitor the artist's latest community notes and published labs, each with a link to its tab", async () => {
    stubHome(
      [5, 4, 3, 2].map((n) => kimNote(n)),
      [kimLab(1)],
    );
    renderWithProviders(routes, '/bboy_kim');

    await screen.findByText('Drill 5');
    await screen.findByText('Lab 1');
    const notes = screen.getByRole('region', { name: 'Latest video notes' });
    expect(
      within(notes)
        .getAllByRole('article')
        .map((card) => within(card).getByText(/^Drill/).textContent),
    ).toEqual(['Drill 5', 'Drill 4', 'Drill 3']);
    expect(within(notes).getByRole('link', { name: 'All video notes' }).getAttribute('href')).toBe(
      '/bboy_kim/videos',
    );
    const labs = screen.getByRole('region', { name: 'Published labs' });
    expect(within(labs).getByRole('link', { name: 'Lab 1' }).getAttribute('href')).toBe(
      '/publishedlabs/00000000-0000-4000-8000-000000000501',
    );
    expect(within(labs).getByRole('link', { name: 'All published labs' }).getAttribute('href')).toBe(
      '/bboy_kim/publishedlabs',
    );
    expect(screen.queryByText('No video notes, labs or journeys here yet.')).toBeNull();
  });

  it('shows the owner what everyone sees: no private note, no lab still without terms', async () => {
    signIn('bboy_kim', true);
    stubHome([kimNote(3, { access: 1 }), kimNote(2)], [kimLab(2, { subscription: null }), kimLab(1)]);
    renderWithProviders(routes, '/bboy_kim');

    await screen.findByText('Drill 2');
    await screen.findByText('Lab 1');
    const notes = screen.getByRole('region', { name: 'Latest video notes' });
    expect(within(notes).getAllByRole('article')).toHaveLength(1);
    expect(within(notes).getByText('Drill 2')).toBeTruthy();
    const labs = screen.getByRole('region', { name: 'Published labs' });
    expect(
      within(labs)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Lab 1']);
  });

  it('shows the published labs alone when there are no community notes', async () => {
    stubHome([], [kimLab(1)]);
    renderWithProviders(routes, '/bboy_kim');

    await screen.findByText('Lab 1');
    expect(screen.getByRole('region', { name: 'Published labs' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Latest video notes' })).toBeNull();
    expect(screen.queryByText('No video notes, labs or journeys here yet.')).toBeNull();
  });

  it('reads the latest notes and labs alongside the portfolio, each once', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { to } = stubHome([kimNote(2)], [kimLab(1)], () => held.then(() => ({ body: kim })));
    renderWithProviders(routes, '/bboy_kim');

    await waitFor(() => expect(to('GET /api/whatiscooking/publishedlabs/')).toHaveLength(1));
    await waitFor(() => expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading portfolio' })).toBeTruthy();
    expect(screen.queryByText('Drill 2')).toBeNull();
    answer();

    await screen.findByText('Drill 2');
    await screen.findByText('Lab 1');
    expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(1);
    expect(to('GET /api/whatiscooking/publishedlabs/')).toHaveLength(1);
  });

  it('says so when the artist has shared nothing yet', async () => {
    stubHome([], []);
    renderWithProviders(routes, '/bboy_kim');
    expect(await screen.findByText('No video notes, labs or journeys here yet.')).toBeTruthy();
  });
});
