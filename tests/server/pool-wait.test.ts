/**
 * PostgreSQL's door (db/pool-wait.ts): a newcomer's wait is foreseen from the queries in line and
 * the pace at which connections are handed out, on a clock moved by hand; past the budget, a request
 * is answered 503 with Retry-After before any work, and let in again once the line is gone.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_WAIT_BUDGET_MS, registerWaits, timeWaits, type Waits } from '../../src/server/db/pool-wait';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/** A pool of one connection: `connect` hands it out or puts the caller in line until `release`. */
function fakePool() {
  const line: Callback[] = [];
  let free = true;
  const client = {} as pg.PoolClient;
  const pool = {
    get waitingCount() {
      return line.length;
    },
    connect: ((callback: Callback) => {
      if (free) {
        free = false;
        callback(undefined, client, release);
      } else line.push(callback);
    }) as unknown as pg.Pool['connect'],
  };
  function release() {
    const next = line.shift();
    if (next) next(undefined, client, release);
    else free = true;
  }
  return { pool, release };
}

describe('the wait for a PostgreSQL connection', () => {
  it('is the queries in line times the pace of hand-outs', async () => {
    let clock = 0;
    const { pool, release } = fakePool();
    const waits = timeWaits(pool, () => clock);
    // One connection, handed out every 50 ms while twenty queries wait.
    const handed: number[] = [];
    for (let i = 0; i < 21; i += 1) void pool.connect().then(() => handed.push(i));
    for (let i = 0; i < 20; i += 1) {
      clock += 50;
      release();
      await Promise.resolve();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toEqual(Array.from({ length: 21 }, (_, i) => i)); // first come, first served
    expect(pool.waitingCount).toBe(0);
    expect(waits.aheadMs()).toBe(0); // nobody in line: no wait, whatever the pace
    for (let i = 0; i < 12; i += 1) pool.connect(() => {});
    // Twelve in line (the first took the free connection) at a pace near 50 ms.
    expect(waits.aheadMs()).toBeGreaterThan(11 * 30);
    expect(waits.aheadMs()).toBeLessThanOrEqual(11 * 50);
  });

  it('is not taken from an idle spell: a burst after a quiet hour is let in', async () => {
    let clock = 0;
    const { pool, release } = fakePool();
    const waits = timeWaits(pool, () => clock);
    pool.connect(() => {});
    clock += 3_600_000;
    release();
    for (let i = 0; i < 12; i += 1) pool.connect(() => {});
    clock += 5;
    release();
    expect(pool.waitingCount).toBe(10);
    expect(waits.aheadMs()).toBeLessThan(POOL_WAIT_BUDGET_MS);
  });
});

describe('the door', () => {
  let t: TestContext;
  let ahead = 0;
  beforeAll(async () => {
    t = await makeTestApp();
    const waits: Waits = { aheadMs: () => ahead };
    registerWaits(t.deps.db, waits);
  });
  afterAll(() => t.close());

  it('refuses a request that would wait past the budget with 503 and Retry-After, before any work', async () => {
    ahead = POOL_WAIT_BUDGET_MS + 1;
    const res = await call(t, 'GET', '/api/whatiscooking/latest_cookings/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body.detail).toBe('The server is busy. Please try again in a moment.');
    const write = await call(t, 'POST', '/api/auth/login/', { email: 'a@example.com', password: 'x' });
    expect(write.status).toBe(503);
  });

  it('lets requests in at the budget and below', async () => {
    ahead = POOL_WAIT_BUDGET_MS;
    expect((await call(t, 'GET', '/api/whatiscooking/latest_cookings/')).status).toBe(200);
    ahead = 0;
    expect((await call(t, 'GET', '/api/whatiscooking/latest_cookings/')).status).toBe(200);
  });
});
