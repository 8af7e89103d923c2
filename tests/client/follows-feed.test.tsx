/**
 * What follows lead to, against the real server: the home's Following tab lists the notes of the
 * artists one follows (and opens offline from the mirror; empty, it points to the artists), and a
 * portfolio's counts lead to its followers and whom it follows, page by page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMirror } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { follow } from '../helpers/follows';
import { makeWorld, open, postNote, type World } from '../helpers/follows-world';
import { serveFetch } from '../helpers/real-api';

let w: World;
let net: ReturnType<typeof serveFetch>;

beforeAll(async () => {
  w = await makeWorld();
  await follow(w.t, w.fan.token, 'starKid');
  await postNote(w, w.star, 'Lesson from the star');
  await postNote(w, w.other, 'Lesson from elsewhere');
  // The card's lazy chunks, transformed once here so the first test does not wait on the compiler.
  await import('../../src/client/features/notes/feed/note-card');
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  net = serveFetch(w.t);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('the Following tab', () => {
  it('lists the notes of the artists one follows, and opens offline from the mirror', async () => {
    const first = await open(w, '/', w.fan);
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    await waitFor(() => expect(screen.queryByText('Lesson from elsewhere')).toBeNull());
    expect(await screen.findByText('Lesson from the star')).toBeTruthy();
    expect(net.sent.filter((s) => s.path.startsWith('/api/whatiscooking/following/'))).toHaveLength(1);
    first.unmount();

    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open(w, '/', w.fan);
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    await waitFor(() => expect(screen.queryByText('Lesson from elsewhere')).toBeNull());
    expect(await screen.findByText('Lesson from the star')).toBeTruthy();
  });

  it('says, when one follows no one, to follow artists, with a way to them', async () => {
    await open(w, '/', w.other);
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('No video notes from artists you follow yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find artists to follow' }).getAttribute('href')).toBe(
      '/artists',
    );
  });
});

describe('the follow lists', () => {
  it("lead from the header's counts to the followers and to whom one follows", async () => {
    const { router } = await open(w, '/starKid', w.other);
    await userEvent.click(await screen.findByRole('link', { name: '1 follower' }));
    const followers = await screen.findByRole('list', { name: 'Followers' });
    expect(router.state.location.pathname).toBe('/starKid/followers');
    expect(screen.getByRole('heading', { level: 2, name: 'Followers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 follower' }).getAttribute('aria-current')).toBe('page');
    // No tab is the page shown.
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    const rue = within(followers).getByRole('link', { name: /Rue/ });
    expect(rue.getAttribute('href')).toBe('/fanRue');
    expect(within(rue).getByText('@fanRue')).toBeTruthy();

    await userEvent.click(rue);
    await userEvent.click(await screen.findByRole('link', { name: '1 following' }));
    const following = await screen.findByRole('list', { name: 'Following' });
    expect(within(following).getByRole('link', { name: /Kid/ }).getAttribute('href')).toBe('/starKid');
  });

  it('page on with Load More, and say when they are empty', async () => {
    // The first page says there is another: the one after the fan's follow, which has no one.
    net.answer((s) =>
      s.path === '/api/artist/followers/?username=starKid&page_size=20'
        ? Response.json({
            count: 2,
            next: 'http://localhost/api/artist/followers/?username=popOther&page_size=20',
            previous: null,
            results: [{ id: 1, username: 'fanRue', artist_name: 'Rue', profile_photo: null, created: '' }],
          })
        : undefined,
    );
    const first = await open(w, '/starKid/followers', w.fan);
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
    expect(net.sent.map((s) => s.path)).toContain('/api/artist/followers/?username=popOther&page_size=20');
    first.unmount();

    await open(w, '/popOther/followers', w.fan);
    expect(await screen.findByText('No one follows @popOther yet.')).toBeTruthy();
  });

  it('say so offline under the mirrored header, with Retry', async () => {
    const first = await open(w, '/starKid', w.fan);
    await screen.findByRole('link', { name: '0 following' });
    first.unmount();
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open(w, '/starKid/following', w.fan);
    expect(await screen.findByText('Could not load this list.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
