/**
 * The live stream (issue 29): GET /api/live/events/{uuid}/ is a server-sent-events stream that says
 * `event: battle` once a change to the event commits (publishLive's NOTIFY), to whoever may see the
 * event, unbuffered; nothing for another event or a rolled-back change; bounded per caller and per
 * process; ended when the client goes or the hub closes. On PostgreSQL, a change written through one
 * server reaches a stream served by another.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { events } from '../../src/server/db/schema';
import { USER_STREAMS } from '../../src/server/features/live/live.routes';
import { createLiveHub, type Subscriber } from '../../src/server/features/live/live-hub';
import { liveTopic, publishLive } from '../../src/server/notify/live-publish';
import { liveApi } from '../../src/shared/api-paths';
import type { Event } from '../../src/shared/schemas/events';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { openLive, reading } from '../helpers/live-streams';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let organiser: string;
let other: string;
let blocked: string;
let jam: Event;
let hidden: Event;

/** Opens an event's stream on `app` (the test's own by default). */
const open = (uuid: string, token?: string, app = t.app, headers: Record<string, string> = {}) =>
  openLive(app, liveApi.event(uuid), token, headers);

/** Commits a change to the event, as a battle write does. */
const publish = (uuid: string) => t.deps.db.transaction((tx) => publishLive(tx, liveTopic.event(uuid)));

/** A subscriber of the test's hub that counts its changes and can wait for the next one. */
function counting() {
  let changes = 0;
  let next = () => {};
  const subscriber: Subscriber = {
    change: () => {
      changes += 1;
      next();
    },
    end: () => {},
  };
  return {
    subscriber,
    changes: () => changes,
    changed: () => new Promise<void>((resolve) => (next = resolve)),
  };
}

beforeAll(async () => {
  t = await makeTestApp();
  const host = await createArtist(t, 'liveHost');
  organiser = host.token;
  other = (await createVerifiedUser(t, { username: 'liveOther' })).token;
  blocked = (await createVerifiedUser(t, { username: 'liveBlocked' })).token;
  jam = await createEvent(t, organiser, { title: 'Live Jam' });
  hidden = await createEvent(t, organiser, { title: 'Hidden Jam' });
  await t.deps.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, hidden.id));
  expect((await call(t, 'POST', '/api/blocks/', { username: 'liveBlocked' }, organiser)).status).toBe(201);
});
afterAll(() => t.close());

describe('the live stream of an event', () => {
  it('says `event: battle` once a change to the event commits, unbuffered and not compressed', async () => {
    const stream = await open(jam.uuid, undefined, t.app, { 'accept-encoding': 'gzip' });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    expect(stream.res.headers.get('cache-control')).toBe('no-cache');
    await stream.until('retry: 3000\n\n');
    await publish(jam.uuid);
    expect(await stream.until('event: battle\ndata: {}\n\n')).toBe(
      'retry: 3000\n\nevent: battle\ndata: {}\n\n',
    );
    await stream.cancel();
  });

  it('tells a stream nothing of another event, nor of a change rolled back', async () => {
    const watching = counting();
    const elsewhere = counting();
    const caller = { key: 'test', limit: 6 };
    const leave = await t.live.join(caller, [liveTopic.event(jam.uuid)], watching.subscriber);
    const leaveOther = await t.live.join(caller, [liveTopic.event(hidden.uuid)], elsewhere.subscriber);
    try {
      await t.deps.db
        .transaction(async (tx) => {
          await publishLive(tx, liveTopic.event(jam.uuid));
          tx.rollback();
        })
        .catch(() => {});
      // NOTIFYs arrive in commit order: once the later one is here, an earlier one would have been.
      const marker = elsewhere.changed();
      await publish(hidden.uuid);
      await marker;
      expect(watching.changes()).toBe(0);
      expect(elsewhere.changes()).toBe(1);
    } finally {
      leave();
      leaveOther();
    }
  });

  it('is 404 where the event is: hidden (but to its organiser), blocked, unknown or malformed', async () => {
    const status = async (uuid: string, token?: string) => {
      const stream = await open(uuid, token);
      await stream.cancel();
      return stream.res.status;
    };
    expect(await status(hidden.uuid)).toBe(404);
    expect(await status(hidden.uuid, other)).toBe(404);
    expect(await status(hidden.uuid, organiser)).toBe(200);
    expect(await status(jam.uuid, blocked)).toBe(404);
    expect(await status(jam.uuid, other)).toBe(200);
    expect(await status(randomUUID())).toBe(404);
    for (const bad of ['not-a-uuid', '2147483648', String(jam.id)]) expect(await status(bad)).toBe(404);
    await vi.waitFor(() => expect(t.live.size).toBe(0));
  });

  it('answers HEAD without opening a stream', async () => {
    const res = await t.app.request(`/api${liveApi.event(jam.uuid)}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(t.live.size).toBe(0);
  });

  it('gives a user ten streams at once, then 429 with Retry-After, while others are still served', async () => {
    expect(USER_STREAMS).toBe(10);
    const streams = await Promise.all(Array.from({ length: USER_STREAMS }, () => open(jam.uuid, other)));
    expect(streams.map((stream) => stream.res.status)).toEqual(Array(USER_STREAMS).fill(200));
    const eleventh = await open(jam.uuid, other);
    expect(eleventh.res.status).toBe(429);
    expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const organisers = await open(jam.uuid, organiser);
    expect(organisers.res.status).toBe(200);
    for (const stream of [...streams, organisers]) await stream.cancel();
    await vi.waitFor(() => expect(t.live.size).toBe(0));
    const again = await open(jam.uuid, other);
    expect(again.res.status).toBe(200);
    await again.cancel();
  });
});

describe("the process's streams", () => {
  it('are bounded: past the bound 503 with Retry-After; quiet ones get keep-alives; closing ends them', async () => {
    const live = createLiveHub(t.listen, { limit: 1, keepAliveMs: 20 });
    const app = createApp(t.deps, { live });
    const first = await open(jam.uuid, undefined, app);
    const second = await open(jam.uuid, organiser, app);
    expect(second.res.status).toBe(503);
    expect(Number(second.res.headers.get('retry-after'))).toBeGreaterThan(0);
    await first.until(': keep-alive\n\n');
    await live.close();
    expect(await first.end()).toMatch(/^retry: 3000\n\n(: keep-alive\n\n)+$/);
    expect(live.size).toBe(0);
    expect((await open(jam.uuid, undefined, app)).res.status).toBe(503);
  });

  it('end when the client goes, through a real socket', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api${liveApi.event(jam.uuid)}`, {
        signal: client.signal,
      });
      const stream = reading(res.body);
      // Here before any change: the first bytes are not held back.
      await stream.until('retry: 3000\n\n');
      expect(t.live.size).toBe(1);
      await publish(jam.uuid);
      await stream.until('event: battle');
      client.abort();
      await vi.waitFor(() => expect(t.live.size).toBe(0));
    } finally {
      const closed = new Promise((resolve) => server.close(resolve));
      // The stream is over; what is left is a spare connection the fetch client opened.
      (server as Server).closeAllConnections();
      await closed;
    }
  });
  it('end when the request is aborted in-process', async () => {
    const client = new AbortController();
    const res = await t.app.request(`/api${liveApi.event(jam.uuid)}`, { signal: client.signal });
    await reading(res.body).until('retry: 3000\n\n');
    expect(t.live.size).toBe(1);
    client.abort();
    await vi.waitFor(() => expect(t.live.size).toBe(0));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  it("hear each other's changes", async () => {
    const database = await openPostgres(t.databaseUrl as string);
    const live = createLiveHub(database.listen);
    const second = createApp({ ...t.deps, db: database.db }, { live });
    try {
      const stream = await open(jam.uuid, undefined, second);
      await stream.until('retry: 3000\n\n');
      await publish(jam.uuid);
      await stream.until('event: battle\ndata: {}\n\n');
      await stream.cancel();
    } finally {
      await live.close();
      await database.close();
    }
  });
});
