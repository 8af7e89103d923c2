/**
 * PGlite's one connection is a fair, bounded queue (DESIGN 2, src/server/db/gate.ts): requests are
 * served in the order they came, each keeping its place for all its queries, and past the bound a
 * newcomer (never a request already let in) is answered 503 with Retry-After at once instead of waiting. Proved by order and counts, not by time: the connection is held by a
 * transaction the test ends when it chooses. PGlite only, whatever TEST_DATABASE_URL says.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { asOneRequest, createGate, DatabaseBusyError } from '../../src/server/db/gate';
import { cookings, users } from '../../src/server/db/schema';
import type { Deps } from '../../src/server/deps';
import { createStorage } from '../../src/server/storage/create-storage';

/** A promise and the function that settles it. */
function deferred() {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

/** Lets the event loop turn until `ready()` holds (the gate hands turns over through it). */
async function until(ready: () => boolean) {
  for (let turns = 0; !ready(); turns += 1) {
    if (turns > 10_000) throw new Error('the request never joined the queue');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the gate', () => {
  it('serves waiters first come, first served and refuses past its limit', async () => {
    const gate = createGate({ limit: 3 });
    const held = deferred();
    const served: number[] = [];
    const holder = gate.run(() => held.done);
    const waiters = [1, 2, 3].map((n) =>
      gate.run(async () => {
        served.push(n);
      }),
    );
    expect(gate.waiting).toBe(3);
    await expect(gate.run(async () => 4)).rejects.toBeInstanceOf(DatabaseBusyError);
    held.open();
    await holder;
    // A newcomer while the turn is being handed over goes behind those already waiting.
    const late = gate.run(async () => {
      served.push(5);
    });
    await Promise.all([...waiters, late]);
    expect(served).toEqual([1, 2, 3, 5]);
    expect(gate.waiting).toBe(0);
  });

  it('lets the event loop run before every turn, so sockets are read between queries', async () => {
    // PGlite holds the event loop while a query runs; turns handed over by promise ran one after
    // another with no socket read, response write or accepted connection in between.
    const gate = createGate({ limit: 10 });
    const seen: string[] = [];
    setImmediate(() => seen.push('io 1'));
    const first = gate.run(async () => {
      seen.push('query 1');
      setImmediate(() => seen.push('io 2'));
    });
    const second = gate.run(async () => {
      seen.push('query 2');
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['io 1', 'query 1', 'io 2', 'query 2']);
  });

  it('refuses a newcomer whose wait ahead, at the pace turns were taken, passes the budget', async () => {
    let clock = 0;
    const gate = createGate({ limit: 100, waitBudgetMs: 1000, now: () => clock });
    // Twenty turns taken one after another, each 100 ms (a slow host): the pace nears 100 ms.
    const held = deferred();
    const holder = gate.run(() => held.done);
    const paced = Array.from({ length: 20 }, () =>
      gate.run(async () => {
        clock += 100;
      }),
    );
    clock += 100;
    held.open();
    await Promise.all([holder, ...paced]);

    const again = deferred();
    const second = gate.run(() => again.done);
    const waiters: Promise<void>[] = [];
    let refused: unknown;
    while (!refused) {
      const waiter = gate.run(async () => {});
      waiter.catch((error) => {
        refused = error;
      });
      waiters.push(waiter);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // 10 waiting at ~99 ms a turn is about a second ahead: the next one is refused, told to come
    // back in about that long.
    expect(gate.waiting).toBe(10);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as DatabaseBusyError).retryAfterSeconds).toBe(2);
    again.open();
    await Promise.allSettled([second, ...waiters]);
  });

  it('learns the pace from each turn, so after a rush of slow turns quick ones open the door again', async () => {
    let clock = 0;
    const gate = createGate({ limit: 100, waitBudgetMs: 1000, now: () => clock });
    const slowly = () =>
      gate.run(async () => {
        clock += 200;
      });
    const held = deferred();
    const holder = gate.run(() => held.done);
    const rush = Array.from({ length: 20 }, slowly);
    held.open();
    await Promise.all([holder, ...rush]); // the pace is now near 200 ms: 5 waiting fill a second
    for (let n = 0; n < 30; n += 1)
      await gate.run(async () => {
        clock += 1;
      });
    await new Promise((resolve) => setImmediate(resolve)); // the last turn's hand-over finds no one

    const again = deferred();
    const second = gate.run(() => again.done);
    const waiters = Array.from({ length: 50 }, () => gate.run(async () => {}));
    expect(gate.waiting).toBe(50);
    again.open();
    await Promise.all([second, ...waiters]);
  });

  it("keeps a request's place for its following queries, ahead of requests that came later", async () => {
    const gate = createGate({ limit: 10 });
    const served: string[] = [];
    const query = (name: string) =>
      gate.run(async () => {
        served.push(name);
      });
    const held = deferred();
    const holder = gate.run(() => held.done);
    // A came first with a chain of three queries, each sent once the one before is answered.
    const a = asOneRequest(async () => {
      await query('A1');
      await query('A2');
      await query('A3');
    });
    const b = asOneRequest(() => query('B1'));
    const c = asOneRequest(() => query('C1'));
    expect(gate.waiting).toBe(3);
    held.open();
    await Promise.all([holder, a, b, c]);
    // Each of A's queries used to go behind B and C: A1, B1, C1, A2, A3.
    expect(served).toEqual(['A1', 'A2', 'A3', 'B1', 'C1']);
  });

  it('never refuses a request it let in, on a later query, while it refuses newcomers', async () => {
    const gate = createGate({ limit: 1 });
    const outcome: string[] = [];
    const query = (name: string) =>
      gate.run(async () => {
        outcome.push(name);
      });
    const newcomer = (name: string) =>
      asOneRequest(() => query(name)).catch((error) => {
        outcome.push(`${name} refused`);
        if (!(error instanceof DatabaseBusyError)) throw error;
      });
    const held = deferred();
    const holder = gate.run(() => held.done);
    let d: Promise<void> | undefined;
    const a = asOneRequest(async () => {
      await gate.run(async () => {
        outcome.push('A1');
        d = newcomer('D'); // A and C are in line: the line is full
      });
      await query('A2');
    });
    await newcomer('B'); // the holder and A are in line: the line is full
    held.open();
    await holder;
    // The holder is done: C, a newcomer, comes in behind A. A's second query was refused as the
    // line was full, although A was let in before C.
    const c = asOneRequest(() => query('C1'));
    await Promise.all([a, c, d]);
    expect(outcome).toEqual(['B refused', 'A1', 'D refused', 'A2', 'C1']);
  });

  it('passes the turn on when the work fails', async () => {
    const gate = createGate({ limit: 1 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('requests on PGlite', () => {
  const LIMIT = 4;
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-queue-'));
  let database: Awaited<ReturnType<typeof openPglite>>;
  let app: ReturnType<typeof createApp>;
  let note: string;

  beforeAll(async () => {
    // The time bound is left out here (the gate's own test has it): only the count decides.
    database = await openPglite(undefined, { queueLimit: LIMIT, waitBudgetMs: Number.POSITIVE_INFINITY });
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_REQUESTS: 'false',
      PUBLIC_URL: 'http://localhost:8080',
    });
    const deps: Deps = {
      db: database.db,
      config,
      clock: () => new Date(),
      mail: { send: async () => {} },
      storage: createStorage(config),
      log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) },
    };
    app = createApp(deps);
    const [user] = await database.db
      .insert(users)
      .values({ username: 'queuer', email: 'queuer@example.com', emailVerified: true })
      .returning();
    note = randomUUID();
    await database.db.insert(cookings).values({
      userId: user?.id as number,
      uuid: note,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lesson: 'Queue drills',
      access: 5,
    });
  });

  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readNote = async (language = 'en') =>
    app.request(`/api/whatiscooking/cooking/${note}/`, { headers: { 'accept-language': language } });

  it('answers queued requests in the order they came, and 503 with Retry-After past the limit', async () => {
    const held = deferred();
    const holder = database.db.transaction(() => held.done);
    try {
      await queueBehind(held);
    } finally {
      held.open(); // whatever failed, the connection is given back, so the database can close
      await holder;
    }
  });

  /** Queues LIMIT reads behind the held transaction, then one more, and lets the holder go. */
  async function queueBehind(held: ReturnType<typeof deferred>) {
    const finished: number[] = [];
    const queued: Promise<Response>[] = [];
    for (let n = 0; n < LIMIT; n += 1) {
      const res = readNote();
      queued.push(res);
      void res.then(() => finished.push(n));
      // The next request is sent once this one waits in the queue: their order is the arrival order.
      await until(() => database.queued() === n + 1);
    }

    const refused = await readNote('fr');
    expect(refused.status).toBe(503);
    // Retry-After: when the line ahead is likely gone, from the pace of turns (at least a second).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).detail).toBe('Le serveur est occupé. Réessayez dans un instant.');
    expect(finished).toEqual([]);

    held.open();
    const answers = await Promise.all(queued);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(finished).toEqual([0, 1, 2, 3]);
    // Once the line is gone, the next request is served.
    expect((await readNote()).status).toBe(200);
  }
});
