/**
 * Blocked and muted in Settings, against the real server: the lists the API gives, Unblock and Unmute
 * from them (each sent once); a block made offline shows at once, waits, and is sent once back online,
 * and a toggle back before then sends nothing; a block takes the artist's follow and notes off the
 * device at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockedList } from '../../src/client/features/artists/blocked-list';
import { setBlocked, setMuted } from '../../src/client/features/artists/blocks.actions';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { makeWorld, type World } from '../helpers/follows-world';
import { noteRow } from '../helpers/notes';
import { serveFetch, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
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
  store.set(sessionAtom, await sessionOf(w.t, w.fan));
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  for (const side of ['blocks', 'mutes'])
    for (const who of [w.star, w.other])
      await call(w.t, 'DELETE', `/api/${side}/${who.username}/`, undefined, w.fan.token);
});

const open = () => renderWithProviders([{ path: '/settings', element: <BlockedList /> }], '/settings');
const list = (name: 'Blocked' | 'Muted') => screen.findByRole('list', { name });
const onServer = async (side: 'blocks' | 'mutes') =>
  (await call(w.t, 'GET', `/api/${side}/`, undefined, w.fan.token)).body.results.map(
    (row: { username: string }) => row.username,
  );
const writes = (method: string, side: 'blocks' | 'mutes') =>
  net.sent.filter((s) => s.method === method && s.path.startsWith(`/api/${side}/`));
const sent = () => waitFor(async () => expect(await db.outbox.count()).toBe(0));

describe('Blocked and muted in Settings', () => {
  it('lists them from the server, and unblocks and unmutes, each sent once', async () => {
    await call(w.t, 'POST', '/api/blocks/', { username: 'starKid' }, w.fan.token);
    await call(w.t, 'POST', '/api/mutes/', { username: 'popOther' }, w.fan.token);
    open();
    expect(within(await list('Blocked')).getByText('Kid')).toBeTruthy();
    expect(within(await list('Muted')).getByText('Pop')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Unblock Kid' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute Pop' }));
    expect(await screen.findByText('You have not muted anyone.')).toBeTruthy();
    await sent();
    expect(await onServer('blocks')).toEqual([]);
    expect(await onServer('mutes')).toEqual([]);
    expect(writes('DELETE', 'blocks').map((s) => s.path)).toEqual(['/api/blocks/starKid/']);
    expect(writes('DELETE', 'mutes').map((s) => s.path)).toEqual(['/api/mutes/popOther/']);
  });

  it('shows a block made offline at once, sends it once back online; a toggle back sends nothing', async () => {
    open();
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await setBlocked('starKid', true);
    expect(await within(await list('Blocked')).findByText('Waiting to sync')).toBeTruthy();
    expect(await onServer('blocks')).toEqual([]);

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await sent();
    expect(await onServer('blocks')).toEqual(['starKid']);
    expect(writes('POST', 'blocks')).toEqual([
      { method: 'POST', path: '/api/blocks/', body: { username: 'starKid' } },
    ]);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());

    // Muted and unmuted (from Settings) before the connection is back: both cancel out.
    net.offline = true;
    onLine.mockReturnValue(false);
    await setMuted('popOther', true);
    // Not in this device's mirror: named by the username until the list is read.
    await userEvent.click(await screen.findByRole('button', { name: 'Unmute popOther' }));
    expect(await screen.findByText('You have not muted anyone.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(writes('POST', 'mutes')).toHaveLength(0);
  });

  it('takes a blocked artist’s follow and notes off the device at once', async () => {
    await db.follows.put({ username: 'starkid' });
    await db.cookings.bulkPut([
      noteRow({ uuid: 'theirs', username: 'starKid' }),
      noteRow({ uuid: 'others', username: 'popOther' }),
    ]);
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await setBlocked('starKid', true);
    expect(await db.follows.get('starkid')).toBeUndefined();
    expect((await db.cookings.toArray()).map((row) => row.uuid)).toEqual(['others']);
    expect(await db.blocks.get('starkid')).toMatchObject({ username: 'starKid' });
    await db.outbox.clear();
  });
});
