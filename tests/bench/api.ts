/**
 * API throughput and latency on PGlite (DESIGN 7), through real listening servers in this process:
 * the signed-in home feed and note create against a bare Hono route doing one indexed read on the
 * same database. Budgets: peak req/s at 50 connections at least 60% of the bare route's, and p99
 * under 50 ms at a steady 200 req/s. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { cookings, portfolios, users } from '../../src/server/db/schema';
import type { Deps } from '../../src/server/deps';
import { startSession } from '../../src/server/features/auth/session.service';
import { createStorage } from '../../src/server/storage/create-storage';

const USERS = 20;
const NOTES = 2_000;
const CONNECTIONS = 50;
const SECONDS = 5;
const STEADY_RATE = 200;

type Target = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
type Figures = { rps: number; p99: number; non2xx: number };

/** Users with portfolios and notes of mixed access (1, 3 with a mention, 5), in bulk. */
async function seed(deps: Deps) {
  const made = await deps.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({ username: `bench${i}`, email: `bench${i}@example.com` })),
    )
    .returning();
  const artists = await deps.db
    .insert(portfolios)
    .values(
      made.map((u) => ({ userId: u.id, username: u.username, artistName: `Bench ${u.id}`, country: 'US' })),
    )
    .returning();
  const access = [5, 5, 3, 5, 1];
  const notes = Array.from({ length: NOTES }, (_, i) => {
    const a = access[i % access.length] as number;
    return {
      userId: made[i % USERS]?.id as number,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lesson: `Drill ${i}`,
      access: a,
      mention1: a === 3 ? (artists[(i + 1) % USERS]?.id as number) : null,
    };
  });
  for (let i = 0; i < notes.length; i += 500) await deps.db.insert(cookings).values(notes.slice(i, i + 500));
  const viewer = made[0] as (typeof made)[number];
  return {
    token: (await startSession(deps, viewer)).access_token,
    mention: artists[1]?.id as number,
    viewerId: viewer.id,
  };
}

/**
 * Serves `fetch` on a free local port. `drained` waits until no request is in flight: a run ends
 * with up to one queued request per connection, which must not spill into the next run.
 */
function listen(fetch: (req: Request) => Response | Promise<Response>) {
  let inFlight = 0;
  const counted = async (req: Request) => {
    inFlight += 1;
    try {
      return await fetch(req);
    } finally {
      inFlight -= 1;
    }
  };
  const drained = async () => {
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return new Promise<{ base: string; drained: () => Promise<void>; close: () => Promise<void> }>(
    (resolve) => {
      const server = serve({ fetch: counted, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({
          base: `http://127.0.0.1:${info.port}`,
          drained,
          close: async () => {
            await drained();
            await new Promise<void>((done) => {
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            });
          },
        }),
      );
    },
  );
}

async function measure(target: Target, options: { seconds: number; rate?: number }): Promise<Figures> {
  const result = await autocannon({
    ...target,
    connections: options.rate ? 10 : CONNECTIONS,
    duration: options.seconds,
    overallRate: options.rate,
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

export async function apiFigures(log: (line: string) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    PUBLIC_URL: 'http://localhost:8080',
  });
  const database = await openPglite(join(dataDir, 'pglite'));
  const deps: Deps = {
    db: database.db,
    config,
    clock: () => new Date(),
    mail: { send: async () => {} },
    storage: createStorage(config),
    log: { info: () => {}, warn: () => {}, error: console.error },
  };
  const { token, mention, viewerId } = await seed(deps);
  const bare = new Hono().get('/users/:id', async (c) => {
    const [row] = await deps.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, Number(c.req.param('id'))));
    return c.json(row ?? null);
  });
  const api = await listen(createApp(deps).fetch);
  const minimal = await listen(bare.fetch);
  const auth = { authorization: `Bearer ${token}` };
  const targets: Record<'feed' | 'create' | 'bare', Target> = {
    feed: { url: `${api.base}/api/whatiscooking/latest_cookings/`, headers: auth },
    create: {
      url: `${api.base}/api/whatiscooking/cooking/`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        video: 'https://youtu.be/dQw4w9WgXcQ',
        lesson: 'Bench',
        access: 5,
        mention1: mention,
      }),
    },
    bare: { url: `${minimal.base}/users/${viewerId}` },
  };
  const run = async (target: Target, options: { seconds: number; rate?: number }) => {
    const figures = await measure(target, options);
    await Promise.all([api.drained(), minimal.drained()]);
    return figures;
  };
  try {
    for (const target of Object.values(targets)) await run(target, { seconds: 1 }); // warm-up
    // The feed is measured before the creates, so it pages over the seeded notes only.
    const bareFigures = await run(targets.bare, { seconds: SECONDS });
    const feed = await run(targets.feed, { seconds: SECONDS });
    const feedSteady = await run(targets.feed, { seconds: SECONDS, rate: STEADY_RATE });
    const create = await run(targets.create, { seconds: SECONDS });
    const createSteady = await run(targets.create, { seconds: SECONDS, rate: STEADY_RATE });

    const line = (name: string, f: Figures) =>
      `${name}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms${f.non2xx ? `, ${f.non2xx} non-2xx or errors` : ''}`;
    const ratio = (f: Figures) => `${((f.rps / bareFigures.rps) * 100).toFixed(0)}% of bare (budget >= 60%)`;
    log(`API on PGlite, ${NOTES} notes, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    log(`  ${line('bare indexed read', bareFigures)}`);
    log(`  ${line('feed (signed in)', feed)}; ${ratio(feed)}`);
    log(`  ${line('note create', create)}; ${ratio(create)}`);
    const steady = (f: Figures) => `p99 ${f.p99} ms (${f.rps.toFixed(0)} req/s reached)`;
    log(`  at a steady ${STEADY_RATE} req/s, budget p99 < 50 ms:`);
    log(`    feed ${steady(feedSteady)}, create ${steady(createSteady)}`);
  } finally {
    await api.close();
    await minimal.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
