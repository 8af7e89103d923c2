/**
 * The outbox and a new account's write limits (server http/write-limits.ts), against the real server
 * with the limits on: a comment refused with 429 stays in the outbox, pending, and is sent once the
 * server's Retry-After has passed, stored once.
 */
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postComment } from '../../src/client/features/notes/reactions.actions';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import {
  type Artist,
  createArtist,
  serveFetch,
  sessionOf,
  startServer,
  type TestContext,
} from '../helpers/real-api';
import { call } from '../helpers/server';

const COMMENTS = '/api/whatiscooking/cooking/comments/';
let t: TestContext;
let fan: Artist;
let note: string;

beforeAll(async () => {
  t = await startServer({ WRITE_LIMITS: 'true' });
  const owner = await createArtist(t, 'limitOwner');
  fan = await createArtist(t, 'limitFan');
  const res = await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/',
    { video: 'https://youtu.be/dQw4w9WgXcQ', lesson: 'Limits', access: 5 },
    owner.token,
  );
  note = res.body.uuid;
}, 120_000);
afterAll(() => t.close());
afterEach(async () => {
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  await clearMirror();
});

describe('a write past the limits', () => {
  it('waits in the outbox on 429 and is sent once after Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await call(t, 'POST', COMMENTS, { cookingidobj: note, comment: `c${i}` }, fan.token);
      expect(res.status).toBe(201);
    }
    // The minute's window now ends in a second or two of real time.
    t.advance(58_500);
    const net = serveFetch(t);
    store.set(sessionAtom, await sessionOf(t, fan));
    await postComment(note, 'Eleventh');
    await waitFor(async () =>
      expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 1 }]),
    );
    const list = async () =>
      (await call(t, 'GET', `${COMMENTS}?cookingidobj=${note}&page_size=50`, undefined, fan.token)).body;
    expect((await list()).count).toBe(10);

    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const stored = (await list()).results.filter((c: { comment: string }) => c.comment === 'Eleventh');
    expect(stored).toHaveLength(1);
    expect(net.sent.filter((s) => s.method === 'POST' && s.path === COMMENTS)).toHaveLength(2);
  });
});
