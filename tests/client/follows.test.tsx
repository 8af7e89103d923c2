/**
 * Following an artist against the real server: Follow on the portfolio's header changes the button
 * and the count at once and is sent once, offline too (queued, sent once back online, a toggle back
 * before then sends nothing); a visitor is asked to sign in; one's own portfolio has no Follow; the
 * directory's cards say whom one follows; a new follower's notification leads to their portfolio.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { type Notification, notificationTarget } from '../../src/shared/schemas/notifications';
import { follow } from '../helpers/follows';
import { followersOnServer, makeWorld, open, unfollowOnServer, type World } from '../helpers/follows-world';
import { serveFetch } from '../helpers/real-api';
import { call } from '../helpers/server';

let w: World;
let net: ReturnType<typeof serveFetch>;

beforeAll(async () => {
  w = await makeWorld();
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  net = serveFetch(w.t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  await unfollowOnServer(w, w.fan, w.star);
  await unfollowOnServer(w, w.fan, w.other);
});

const button = (name: 'Follow' | 'Following') => screen.findByRole('button', { name });
/** The header's count link called `name`, once it says so. */
const count = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Follows' })).findByRole('link', { name });
const writes = (method: string) =>
  net.sent.filter((s) => s.method === method && s.path.startsWith('/api/artist/follow/'));
/** Waits until the outbox has sent everything. */
const sent = () => waitFor(async () => expect(await db.outbox.count()).toBe(0));

describe('Follow on the portfolio', () => {
  it('follows and unfollows at once, each sent once, with the count beside it', async () => {
    await open(w, '/starKid', w.fan);
    const followButton = await button('Follow');
    expect(followButton.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByRole('link', { name: '0 followers' })).toBeTruthy();
    expect((await count('0 following')).getAttribute('href')).toBe('/starKid/following');

    await userEvent.click(followButton);
    expect((await button('Following')).getAttribute('aria-pressed')).toBe('true');
    expect((await count('1 follower')).getAttribute('href')).toBe('/starKid/followers');
    await sent();
    expect(await followersOnServer(w, w.star)).toBe(1);
    expect(writes('POST')).toEqual([
      { method: 'POST', path: '/api/artist/follow/', body: { username: 'starKid' } },
    ]);

    await userEvent.click(await button('Following'));
    expect((await button('Follow')).getAttribute('aria-pressed')).toBe('false');
    expect(await count('0 followers')).toBeTruthy();
    await sent();
    expect(await followersOnServer(w, w.star)).toBe(0);
    expect(writes('DELETE').map((s) => s.path)).toEqual(['/api/artist/follow/starKid']);
  });

  it('works offline: queued, shown at once, sent once back online; a toggle back sends nothing', async () => {
    await open(w, '/starKid', w.fan);
    await button('Follow');
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(await button('Follow'));
    expect(await button('Following')).toBeTruthy();
    expect(await count('1 follower')).toBeTruthy();
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect(await followersOnServer(w, w.star)).toBe(0);

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await sent();
    await replayOutbox();
    expect(await followersOnServer(w, w.star)).toBe(1);
    expect(writes('POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());

    // Unfollowed and followed again before the connection is back: both cancel out.
    net.offline = true;
    onLine.mockReturnValue(false);
    await userEvent.click(await button('Following'));
    expect(await count('0 followers')).toBeTruthy();
    await userEvent.click(await button('Follow'));
    expect(await count('1 follower')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(writes('DELETE')).toHaveLength(0);
  });

  it('counts a follow the server has not taken yet when the portfolio is read again', async () => {
    net.answer((s) =>
      s.method === 'POST' && s.path === '/api/artist/follow/'
        ? new Response(null, { status: 503 })
        : undefined,
    );
    const first = await open(w, '/starKid', w.fan);
    await userEvent.click(await button('Follow'));
    await waitFor(() => expect(writes('POST').length).toBeGreaterThan(0));
    first.unmount();
    // Renamed, so the page shows when the read has landed in the mirror.
    await call(w.t, 'PATCH', '/api/artist/portfolios/starKid', { artist_name: 'Kid K' }, w.star.token);
    await open(w, '/starKid', w.fan);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kid K' })).toBeTruthy();
    expect(await count('1 follower')).toBeTruthy();
    expect(await button('Following')).toBeTruthy();
    net.answer(() => undefined);
    await replayOutbox();
    await sent();
    expect(await followersOnServer(w, w.star)).toBe(1);
    await call(w.t, 'PATCH', '/api/artist/portfolios/starKid', { artist_name: 'Kid' }, w.star.token);
  });

  it('shows a visitor the counts, and asks them to sign in on Follow', async () => {
    await follow(w.t, w.fan.token, 'starKid');
    await open(w, '/starKid');
    expect(await screen.findByRole('link', { name: '1 follower' })).toBeTruthy();
    await userEvent.click(await button('Follow'));
    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(writes('POST')).toHaveLength(0);
  });

  it("has no Follow on one's own portfolio, and counts whom one follows", async () => {
    await follow(w.t, w.fan.token, 'starKid');
    await open(w, '/fanRue', w.fan);
    expect(await screen.findByRole('link', { name: '1 following' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit portfolio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  });

  it("counts a follow made offline on one's own portfolio too, from the mirror", async () => {
    const own = await open(w, '/fanRue', w.fan);
    expect(await count('0 following')).toBeTruthy();
    own.unmount();
    const star = await open(w, '/starKid', w.fan);
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(await button('Follow'));
    await button('Following');
    star.unmount();
    await open(w, '/fanRue', w.fan);
    expect(await count('1 following')).toBeTruthy();
    await db.outbox.clear();
  });
});

describe('Follow on the directory', () => {
  it('says on each card whether one follows the artist, and follows from there', async () => {
    await follow(w.t, w.fan.token, 'starKid');
    await open(w, '/artists', w.fan);
    const star = await screen.findByRole('button', { name: 'Following Kid' });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('link', { name: /Kid/ }).getAttribute('href')).toBe('/starKid');
    expect(screen.queryByRole('button', { name: /Rue$/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Follow Pop' }));
    expect((await screen.findByRole('button', { name: 'Following Pop' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await sent();
    expect(await followersOnServer(w, w.other)).toBe(1);
  });
});

describe('the follow notification', () => {
  it("leads to the new follower's portfolio", () => {
    const told = { sender: 'fan Rue', notification_context: 9, notification_type: 5 } as Notification;
    expect(notificationTarget(told)).toBe('/fan%20Rue');
  });
});
