/**
 * The bell on the real server (issue 29): it opens the user's live stream with the session, and a
 * notification made while it is shown reaches it through that stream, with no poll (the one-minute
 * poll's timer never runs here).
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '../../src/client/app/layouts/notifications-menu';
import { db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { liveApi } from '../../src/shared/api-paths';
import { follow } from '../helpers/follows';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';

let star: Artist;
let fan: Artist;
const suite = realApiSuite(async (t) => {
  star = await createArtist(t, 'bellStar');
  fan = await createArtist(t, 'bellFan');
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

it('shows a notification made while the bell is shown, through the live stream', async () => {
  store.set(sessionAtom, await sessionOf(suite.t, star));
  renderWithProviders([{ path: '/', element: <NotificationsMenu /> }]);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  // The read on mount has landed, and the stream is held.
  await vi.waitFor(async () => expect(await db.lists.get('notifications')).toBeTruthy());
  await vi.waitFor(() => expect(suite.t.live.size).toBe(1));
  const streams = suite.server.sent.filter((sent) => sent.path === `/api${liveApi.me}`);
  expect(streams).toHaveLength(1);
  await follow(suite.t, fan.token, 'bellStar');
  expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeTruthy();
  const reads = suite.server.sent.filter((sent) => sent.path.startsWith('/api/notifications/e1t1/'));
  expect(reads).toHaveLength(2);
});

it('holds the stream only while the tab is in view, and reads the bell when it comes back', async () => {
  const shown = vi.spyOn(document, 'visibilityState', 'get');
  store.set(sessionAtom, await sessionOf(suite.t, star));
  renderWithProviders([{ path: '/', element: <NotificationsMenu /> }]);
  await vi.waitFor(() => expect(suite.t.live.size).toBe(1));
  const reads = () => suite.server.sent.filter((sent) => sent.path.startsWith('/api/notifications/e1t1/'));
  const before = reads().length;

  shown.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  // A hidden tab gives its connection back (six per site over HTTP/1.1).
  await vi.waitFor(() => expect(suite.t.live.size).toBe(0));

  shown.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.waitFor(() => expect(suite.t.live.size).toBe(1));
  await vi.waitFor(() => expect(reads().length).toBe(before + 1));
  shown.mockRestore();
});
