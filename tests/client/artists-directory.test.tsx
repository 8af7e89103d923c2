import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArtistsRoute from '../../src/client/app/routes/artists';
import { clearMirror, db } from '../../src/client/lib/db';
import { page, portfolio, stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';

const LIST = 'GET /api/artist/portfolios/list/?page_size=20';
const NEXT = 'http://localhost:8080/api/artist/portfolios/list/?after=2&page_size=20';
const MINUTE = 60_000;
const NOW = Date.UTC(2026, 5, 1, 12);

const routes = [
  { path: '/artists', element: <ArtistsRoute /> },
  { path: '/artists/legacy', element: <p>Legacy list</p> },
  { path: '/upload/website', element: <p>Portfolio form</p> },
];
const renderArtists = () => renderWithProviders(routes, '/artists');
const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await clearMirror();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the artists page', () => {
  it('shows the artists from the API as cards linking to their portfolios and mirrors them in Dexie', async () => {
    const kim = portfolio({ username: 'bboy_kim', artist_name: 'B-Boy Kim', country: 'KR' });
    stubFetch({ [LIST]: { body: page([kim]) } });
    renderArtists();

    const card = await screen.findByRole('link', { name: /B-Boy Kim/ });
    expect(card.getAttribute('href')).toBe('/bboy_kim');
    expect(within(card).getByText('@bboy_kim')).toBeTruthy();
    expect(within(card).getByText('South Korea')).toBeTruthy();
    expect(document.title).toBe('Artists - Cypher');
    expect(await db.artists.get(kim.id)).toMatchObject({ username: 'bboy_kim' });
    expect(await db.lists.get('artists')).toMatchObject({ next: null, count: 1 });
  });

  it('loads the photos of the first row at once and the others as they come into view', async () => {
    const artists = Array.from({ length: 7 }, (_, i) =>
      portfolio({ username: `dancer${i}`, artist_name: `Dancer ${i}`, thumb: `/media/mini/p-${i}.webp` }),
    );
    stubFetch({ [LIST]: { body: page(artists) } });
    renderArtists();

    await screen.findByRole('img', { name: 'Dancer 6' });
    const photos = screen.getAllByRole('img', { name: /^Dancer/ });
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      ...Array(5).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it('follows next on Load More and merges an overlapping page without duplicates', async () => {
    const [a1, a2, a3] = [1, 2, 3].map((id) =>
      portfolio({ id, username: `a${id}`, artist_name: `Artist ${id}` }),
    );
    const api = stubFetch({
      [LIST]: { body: page([a3, a2], NEXT) },
      'GET /api/artist/portfolios/list/?after=2*': { body: page([a2, a1]) },
    });
    renderArtists();

    await screen.findByRole('link', { name: /Artist 3/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));

    await screen.findByRole('link', { name: /Artist 1/ });
    expect(api.sent.at(-1)?.url).toBe(NEXT);
    expect(screen.getAllByRole('link', { name: /Artist \d/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/a3',
      '/a2',
      '/a1',
    ]);
    expect(await db.artists.count()).toBe(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
  });

  it('does not fetch again when the list was fetched less than 15 minutes ago', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    await db.artists.add(portfolio({ artist_name: 'Mirrored Artist' }));
    await db.lists.put({ key: 'artists', fetchedAt: NOW - 14 * MINUTE, next: null, count: 1 });
    const api = stubFetch({ [LIST]: { body: page([portfolio({ artist_name: 'Fresh Artist' })]) } });
    renderArtists();

    await screen.findByRole('link', { name: /Mirrored Artist/ });
    await tick();
    expect(api.to('GET /api/artist/portfolios/list/')).toHaveLength(0);
  });

  it('fetches again when the list is older than 15 minutes', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    await db.artists.add(portfolio({ artist_name: 'Mirrored Artist' }));
    await db.lists.put({ key: 'artists', fetchedAt: NOW - 16 * MINUTE, next: null, count: 1 });
    stubFetch({ [LIST]: { body: page([portfolio({ artist_name: 'Fresh Artist' })]) } });
    renderArtists();

    expect(await screen.findByRole('link', { name: /Fresh Artist/ })).toBeTruthy();
    expect(await db.lists.get('artists')).toMatchObject({ fetchedAt: NOW });
  });

  it('fetches again on the refresh button even when the list is fresh', async () => {
    await db.lists.put({ key: 'artists', fetchedAt: Date.now(), next: null, count: 0 });
    await db.artists.add(portfolio({ artist_name: 'Mirrored Artist' }));
    const api = stubFetch({ [LIST]: { body: page([portfolio({ artist_name: 'Fresh Artist' })]) } });
    renderArtists();

    await screen.findByRole('link', { name: /Mirrored Artist/ });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh artists' }));
    expect(await screen.findByRole('link', { name: /Fresh Artist/ })).toBeTruthy();
    expect(api.to('GET /api/artist/portfolios/list/')).toHaveLength(1);
  });

  it('searches only with text, after a pause in typing, and shows the results instead of the grid', async () => {
    const api = stubFetch({
      [LIST]: { body: page([portfolio({ artist_name: 'Grid Artist' })]) },
      'GET /api/artist/search/?query=*': {
        body: [{ username: 'bgirl_ami', artist_name: 'B-Girl Ami', country: 'FR', thumb: null }],
      },
    });
    renderArtists();
    await screen.findByRole('link', { name: /Grid Artist/ });
    const box = screen.getByRole('searchbox', { name: 'Search artists' });

    await userEvent.type(box, '   ');
    await tick(250);
    expect(api.to('GET /api/artist/search/')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Grid Artist/ })).toBeTruthy();

    await userEvent.type(box, 'ami');
    expect((await screen.findByRole('link', { name: /B-Girl Ami/ })).getAttribute('href')).toBe('/bgirl_ami');
    expect(screen.queryByRole('link', { name: /Grid Artist/ })).toBeNull();
    expect(api.to('GET /api/artist/search/').map((s) => s.url)).toEqual(['/api/artist/search/?query=ami']);

    await userEvent.clear(box);
    expect(await screen.findByRole('link', { name: /Grid Artist/ })).toBeTruthy();
  });

  it('says when no artist matches the search', async () => {
    stubFetch({ [LIST]: { body: page([]) }, 'GET /api/artist/search/?query=zz': { body: [] } });
    renderArtists();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search artists' }), 'zz');
    expect(await screen.findByText('No artists match "zz".')).toBeTruthy();
  });

  it('invites the visitor to create the first portfolio when there are no artists', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderArtists();
    const line = await screen.findByText(/No artists yet\./);
    expect(line.textContent).toContain('No artists yet. Be the first: create your portfolio.');
    expect(within(line).getByRole('link', { name: 'create your portfolio' }).getAttribute('href')).toBe(
      '/upload/website',
    );
  });

  it('shows the error with a Retry button that fetches again', async () => {
    let calls = 0;
    stubFetch({
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { detail: 'Service unavailable.' } }
          : { body: page([portfolio({ artist_name: 'Back Again' })]) };
      },
    });
    renderArtists();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load artists.');
    expect(alert.textContent).toContain('Service unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Back Again/ })).toBeTruthy();
  });

  it('keeps showing the mirrored grid when the network is down', async () => {
    await db.artists.add(portfolio({ artist_name: 'Offline Artist' }));
    await db.lists.put({ key: 'artists', fetchedAt: 0, next: null, count: 1 });
    stubFetch({ [LIST]: 'network-error' });
    renderArtists();

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load artists.');
    expect(screen.getByRole('link', { name: /Offline Artist/ })).toBeTruthy();
  });

  it('links to the A-Z list', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderArtists();
    expect(screen.getByRole('link', { name: 'Browse the A-Z list' }).getAttribute('href')).toBe(
      '/artists/legacy',
    );
  });
});
