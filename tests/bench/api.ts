import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { cookings, users } from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import { benchDeps, benchEngines, type Engine } from './engines';
import { FEED_REQUESTS, feedLatencies } from './feed';
import { seedNotes, seedUsers } from './feed-seed';

const NOTES = 2_000;
const FEED_NOTES = (process.env.BENCH_FEED_NOTES ?? '200000').split(',').map(Number);
const CONNECTIONS = 50;
const SECONDS = 5;
const STEADY_RATE = 200;
/** The share of the bare read each engine's feed and create must reach at this step (issue 25). */
const STEPS: Record<string, { feed: number; create: number }> = {
  PostgreSQL: { feed: 25, create: 15 },
  PGlite: { feed: 40, create: 25 },
};

type Target = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
type Figures = { rps: number; p99: number; non2xx: number };

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
      const server = serve({ fetch: counted, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        // Idle sockets are left for the client to close: a bulk seed on PGlite holds the event loop
        // past both sides' idle timers, and a server closing one as fetch reuses it resets the read.
        if ('keepAliveTimeout' in server) server.keepAliveTimeout = 0;
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
        });
      });
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

/** Every figure on one engine, from its fresh database to its drop. */
async function engineFigures(engine: Engine, log: (line: string) => void) {
  const database = await engine.open();
  const deps = benchDeps(database);
  const { userIds, portfolioIds } = await seedUsers(deps.db);
  const viewerId = userIds[0] as number;
  const token = (await startSession(deps, { id: viewerId, username: 'bench0' })).access_token;
  const notes = async () => (await deps.db.select({ n: count() }).from(cookings))[0]?.n ?? 0;
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
        mention1: portfolioIds[1],
      }),
    },
    bare: { url: `${minimal.base}/users/${viewerId}` },
  };
  const run = async (target: Target, options: { seconds: number; rate?: number }) => {
    const figures = await measure(target, options);
    await Promise.all([api.drained(), minimal.drained()]);
    return figures;
  };
  const feedPages = async () => [
    `  feed pages (signed in, ${FEED_REQUESTS} requests one at a time) at ${await notes()} notes:`,
    ...(await feedLatencies(api.base, token)).map((line) => `    ${line}`),
  ];
  try {
    await seedNotes(deps.db, 0, NOTES);
    const pages = await feedPages();
    for (const target of Object.values(targets)) await run(target, { seconds: 1 }); // warm-up
    // The feed is measured before the creates, so it pages over the seeded notes only.
    const bareFigures = await run(targets.bare, { seconds: SECONDS });
    const feed = await run(targets.feed, { seconds: SECONDS });
    const feedSteady = await run(targets.feed, { seconds: SECONDS, rate: STEADY_RATE });
    const create = await run(targets.create, { seconds: SECONDS });
    const createSteady = await run(targets.create, { seconds: SECONDS, rate: STEADY_RATE });

    const line = (name: string, f: Figures) =>
      `${name}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms${f.non2xx ? `, ${f.non2xx} non-2xx or errors` : ''}`;
    // The budget is 60%; issue 25's step towards it is what each line names first.
    const step = STEPS[engine.name] ?? { feed: 60, create: 60 };
    const ratio = (f: Figures, kind: 'feed' | 'create') =>
      `${((f.rps / bareFigures.rps) * 100).toFixed(0)}% of bare (this step >= ${step[kind]}%, budget >= 60%)`;
    // Other work on the host takes from every figure alike; its load says how much.
    const load = loadavg()[0]?.toFixed(1);
    log(
      `API on ${engine.name}, ${NOTES} notes, ${CONNECTIONS} connections, ${SECONDS} s each (host load ${load}):`,
    );
    log(`  ${line('bare indexed read', bareFigures)}`);
    log(`  ${line('feed (signed in)', feed)}; ${ratio(feed, 'feed')}`);
    log(`  ${line('note create', create)}; ${ratio(create, 'create')}`);
    const steady = (f: Figures) => `p99 ${f.p99} ms (${f.rps.toFixed(0)} req/s reached)`;
    log(`  at a steady ${STEADY_RATE} req/s, budget p99 < 50 ms:`);
    log(`    feed ${steady(feedSteady)}, create ${steady(createSteady)}`);
    // Seeded on top of the notes the creates added.
    let seeded = NOTES;
    for (const size of FEED_NOTES.filter((n) => n > NOTES)) {
      await seedNotes(deps.db, seeded, size);
      seeded = size;
      pages.push(...(await feedPages()));
    }
    for (const page of pages) log(page);
  } finally {
    await api.close();
    await minimal.close();
    await database.close();
  }
}

export async function apiFigures(log: (line: string) => void) {
  for (const engine of benchEngines()) await engineFigures(engine, log);
}
