/**
 * The crowd figures (DESIGN 7): 300 signed-in users at once (BENCH_CROWD_USERS) for 40 s
 * (BENCH_CROWD_SECONDS), each in a loop of one request then 50-200 ms of thought, over a mix of
 * reads (the feed, a note, its comments) and writes (a comment, a reaction), on PGlite and on
 * PostgreSQL when TEST_DATABASE_URL is set. The server runs in a process of its own (crowd-server.ts)
 * on loopback. Prints per engine the throughput, p50/p95/p99/max, how many requests waited over 1 s
 * and 5 s, the 503s, and the writes answered 2xx against the rows found in the database after the
 * run (none lost, none extra). A write answered 503 is sent again after its Retry-After with the same
 * uuid and Idempotency-Key, as the app's outbox does; after a read answered 503 the user waits the
 * Retry-After before the next request. The first 5 s (BENCH_CROWD_WARMUP) are not counted: the 300
 * users arrive in the same millisecond at a server that has served nothing yet (its code not yet
 * compiled, its connections and statements not made), which a server that has been up meets once;
 * their writes still count among those checked in the database. Asserts nothing.
 * Alone: `BENCH_ONLY=crowd npm run bench` (or `npx tsx tests/bench/crowd.ts`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { CrowdCounted, CrowdSeed, FromServer, ToServer } from './crowd-server';
import { benchEngines } from './engines';

const USERS = Number(process.env.BENCH_CROWD_USERS ?? 300);
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 40);
const WARMUP_SECONDS = Number(process.env.BENCH_CROWD_WARMUP ?? 5);
const THINK_MS = [50, 200] as const;
/** No request waits longer than this: the loop is bounded in time even on a stuck server. */
const REQUEST_TIMEOUT_MS = 120_000;
const WRITE_ATTEMPTS = 5;

type Kind = 'feed' | 'note' | 'comments' | 'comment' | 'reaction';
/** The mix: mostly reads, one request in four a write. */
const MIX: [Kind, number][] = [
  ['feed', 30],
  ['note', 25],
  ['comments', 20],
  ['comment', 13],
  ['reaction', 12],
];
const LIKE_TYPES = ['LO', 'FI', 'DE'];

type Sample = { kind: Kind; ms: number; status: number };

/**
 * The users' connections: kept alive, one per user at a time, as a browser keeps its own. Node's
 * `http` rather than `fetch`: fetch's streams and decompression cost the load generator twice the
 * CPU, taken from the server on the same two cores. Answers are read as they come (gzipped, since
 * the request says what a browser says) and not decompressed: only the server is measured.
 */
const agent = new Agent({ keepAlive: true });
function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: (res.headers['retry-after'] as string) ?? null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

function pick(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'feed';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Starts the server process for `engine` and waits for its seed. */
function startServer(engine: string) {
  const child = fork(join(import.meta.dirname, 'crowd-server.ts'), [engine, String(USERS)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`crowd server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: FromServer) => {
        child.off('exit', onExit);
        if ('failed' in message) reject(new Error(message.failed));
        else resolve(message);
      });
    });
  const ask = (message: ToServer) => child.send(message);
  return { child, next, ask };
}

/** One user's loop until `until`: a request, then a pause; requests sent from `counted` on are timed. */
async function user(
  seed: CrowdSeed,
  index: number,
  { counted, until }: { counted: number; until: number },
  samples: Sample[],
  written: Written,
) {
  const token = seed.tokens[index] as string;
  const headers = { authorization: `Bearer ${token}` };
  const api = `${seed.base}/api/whatiscooking`;
  let busyFor = 0;
  let liked = index * 7; // each user reacts to a different note each time: a reaction is new, not a repeat
  const note = () => seed.notes[Math.floor(Math.random() * seed.notes.length)] as CrowdSeed['notes'][number];
  const timed = async (kind: Kind, url: string, init: RequestInit = {}) => {
    const start = performance.now();
    const sentAt = Date.now();
    let status = 0;
    let retryAfter: string | null = null;
    try {
      ({ status, retryAfter } = await send(
        url,
        init.method ?? 'GET',
        {
          ...headers,
          ...(init.headers as Record<string, string>),
        },
        init.body as string | undefined,
      ));
    } catch {
      status = 0; // network error or timeout
    }
    if (sentAt >= counted) samples.push({ kind, ms: performance.now() - start, status });
    // Told the server is busy, the user waits as long as it asks before the next request.
    busyFor = status === 503 ? Number(retryAfter ?? 1) * 1000 : 0;
    return { status, retryAfter };
  };
  const write = async (kind: 'comment' | 'reaction', path: string, body: Record<string, unknown>) => {
    const uuid = randomUUID();
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': uuid },
      body: JSON.stringify({ ...body, uuid }),
    };
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
      const { status, retryAfter } = await timed(kind, `${api}${path}`, init);
      if (status >= 200 && status < 300) {
        written[kind].push(uuid);
        return;
      }
      if (status !== 503 || Date.now() > until) return;
      await sleep(Number(retryAfter ?? 1) * 1000);
    }
  };
  while (Date.now() < until) {
    const kind = pick();
    const { id, uuid } = note();
    if (kind === 'feed') await timed(kind, `${api}/latest_cookings/`);
    else if (kind === 'note') await timed(kind, `${api}/cooking/${uuid}/`);
    else if (kind === 'comments') await timed(kind, `${api}/cooking/comments/?cookingidobj=${id}`);
    else if (kind === 'comment')
      await write(kind, '/cooking/comments/', { cookingidobj: id, comment: `Crowd ${index} was here` });
    else {
      liked += 1;
      const target = seed.notes[liked % seed.notes.length] as CrowdSeed['notes'][number];
      const type = LIKE_TYPES[Math.floor(liked / seed.notes.length) % LIKE_TYPES.length];
      await write(kind, '/cooking/likes/', { cookingidobj: target.id, like_type: type });
    }
    await sleep(busyFor || THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
}

type Written = { comment: string[]; reaction: string[] };
function describe(
  engine: string,
  samples: Sample[],
  seconds: number,
  counted: CrowdCounted,
  written: Written,
) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(0)} ms`);
  const over = (limit: number) => sorted.filter((n) => n > limit).length;
  const status = (test: (s: number) => boolean) => samples.filter((s) => test(s.status)).length;
  const busy = status((s) => s === 503);
  const failures = samples.filter((s) => s.status !== 503 && (s.status < 200 || s.status >= 300));
  const byStatus = new Map<number, number>();
  for (const s of failures) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  // Status 0: no answer (a network error or the request's time limit).
  const failed = failures.length
    ? `${failures.length} (${[...byStatus].map(([code, n]) => `${n} x ${code}`).join(', ')})`
    : '0';
  const lost = (answered: number, found: number) => answered - found;
  return [
    `crowd on ${engine}: ${USERS} users, ${seconds.toFixed(0)} s, ${samples.length} requests, ${(samples.length / seconds).toFixed(0)} req/s`,
    `  p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)} (budget: p99 < ${engine === 'PGlite' ? '2 s' : '1 s'}, none over 5 s)`,
    `  waited over 1 s: ${over(1000)}, over 5 s: ${over(5000)}; 503 busy: ${busy}, other failures: ${failed}`,
    `  writes answered 2xx / in the database: comments ${written.comment.length} / ${counted.comments} (${lost(written.comment.length, counted.comments)} lost, ${counted.commentRows - counted.comments} extra), reactions ${written.reaction.length} / ${counted.likes} (${lost(written.reaction.length, counted.likes)} lost, ${counted.likeRows - counted.likes} extra)`,
    `  p50/p99 by kind (2xx only): ${MIX.map(([kind]) => {
      const times = samples
        .filter((s) => s.kind === kind && s.status >= 200 && s.status < 300)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return `${kind} ${ms(percentile(times, 50))}/${ms(percentile(times, 99))}`;
    }).join(', ')}`,
    `  server event loop delay p99 ${counted.loopP99.toFixed(0)} ms, max ${counted.loopMax.toFixed(0)} ms`,
  ];
}

/** The crowd run on one engine, from its fresh database to its drop. */
async function engineCrowd(engine: string): Promise<string[]> {
  const server = startServer(engine);
  let child: ChildProcess | undefined = server.child;
  try {
    const ready = await server.next();
    if (!('ready' in ready)) throw new Error('crowd server did not start');
    const seed = ready.ready;
    const samples: Sample[] = [];
    const written: Written = { comment: [], reaction: [] };
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const load = loadavg()[0] ?? 0;
    const from = Date.now() + WARMUP_SECONDS * 1000;
    const until = from + SECONDS * 1000;
    await Promise.all(
      seed.tokens.map((_, index) => user(seed, index, { counted: from, until }, samples, written)),
    );
    const seconds = (Date.now() - from) / 1000;
    clientLoop.disable();
    server.ask({ count: { comments: written.comment, likes: written.reaction } });
    const counted = await server.next();
    if (!('counted' in counted)) throw new Error('crowd server did not count');
    server.ask({ stop: true });
    await new Promise((resolve) => server.child.once('exit', resolve));
    child = undefined;
    return [
      ...describe(engine, samples, seconds, counted.counted, written),
      `  client event loop delay p99 ${(clientLoop.percentile(99) / 1e6).toFixed(0)} ms; host load average before ${load.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`,
    ];
  } finally {
    child?.kill();
  }
}

export async function crowdFigures(log: (line: string) => void) {
  for (const engine of benchEngines()) for (const line of await engineCrowd(engine.name)) log(line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await crowdFigures(console.log);
