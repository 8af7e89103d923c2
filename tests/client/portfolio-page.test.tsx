import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PortfolioLayoutRoute from '../../src/client/app/routes/portfolio-layout';
import PortfolioMainRoute from '../../src/client/app/routes/portfolio-main';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { PORTFOLIO_TABS } from '../../src/client/features/artists/portfolio-tab-list';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { User } from '../../src/shared/schemas/auth';
import { renderWithProviders } from '../helpers/render';
import { portfolio, stubFetch } from './artists-api';

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
    expect(screen.getByText('Seoul breaker.')).toBeTruthy();
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

  it('shows "An Error Occurred" with the status for other failures', async () => {
    stubFetch({ 'GET /api/artist/portfolios/bboy_kim': { status: 500, body: { detail: 'Boom.' } } });
    renderWithProviders(routes, '/bboy_kim');
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Status 500')).toBeTruthy();
  });
});
