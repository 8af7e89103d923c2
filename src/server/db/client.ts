/**
 * Opens the database: PGlite in DATA_DIR/pglite (one process, guarded by a lock file) or PostgreSQL
 * when DATABASE_URL is set. Migrations run here, at start-up, for both. `listen` hears a channel's
 * NOTIFY, which PostgreSQL sends only once the notifying transaction commits. PGlite's one
 * connection is reached through a bounded gate serving requests first come, first served (gate.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createGate, type Gate } from './gate';
import { acquireLock } from './lock';
import { preparedQueries } from './pglite-statements';
import { registerWaits, timeWaits } from './pool-wait';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Calls `onNotify` with the payload of each NOTIFY of `channel`; answers the function that stops listening. */
export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
export type Database = { db: Db; listen: Listen; close: () => Promise<void> };

export const migrationsFolder = join(import.meta.dirname, 'migrations');
const STATISTICS_INTERVAL_MS = 10 * 60_000;

/**
 * How many requests may be in line for PGlite's connection, and for how long ahead: a newcomer who
 * would wait more than PGLITE_WAIT_BUDGET_MS behind the requests already in line, at the recent gate
 * time of a request (a few ms on a quiet host, ten times that on a busy one), is answered 503 with
 * Retry-After instead. A request once let in keeps its place for all its queries.
 */
export const PGLITE_QUEUE_LIMIT = 500;
export const PGLITE_WAIT_BUDGET_MS = 1000;

/**
 * PGlite as Drizzle uses it (`query` and `transaction`, the statements of both prepared:
 * pglite-statements.ts), each call through `gate`: a transaction takes its turn once for all its
 * statements (inside it, Drizzle uses PGlite's own transaction object, which does not pass the gate
 * again).
 */
function gated(client: PGlite, gate: Gate): PGlite {
  const statements = preparedQueries(client);
  const door: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (query, params, options) => gate.run(() => statements.query(query, params, options)),
    exec: (query, options) => gate.run(() => client.exec(query, options)),
    // Inside a transaction too, through PGlite's transaction object (which sends its begin and commit).
    transaction: (callback) =>
      gate.run(() =>
        client.transaction((tx) => callback(Object.assign(Object.create(tx), { query: statements.query }))),
      ),
  };
  return door as PGlite;
}

/** PGlite's extensions; pg_trgm: the artist search's index (migration 0011 creates the extension). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PGlite in `dir` (or in memory when `dir` is undefined) and applies the migrations.
 * `queueLimit`, `waitBudgetMs`: see PGLITE_QUEUE_LIMIT (tests set them); `queued` tells how many wait.
 * `loadDataDir`: a dump of a data directory to start from (the tests' migrated template).
 */
export async function openPglite(
  dir?: string,
  {
    queueLimit = PGLITE_QUEUE_LIMIT,
    waitBudgetMs = PGLITE_WAIT_BUDGET_MS,
    loadDataDir,
  }: { queueLimit?: number; waitBudgetMs?: number; loadDataDir?: Blob } = {},
): Promise<Database & { queued: () => number }> {
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    release = acquireLock(join(dir, '..', 'pglite.lock'));
  }
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
    const gate = createGate({ limit: queueLimit, waitBudgetMs });
    const door = gated(client, gate);
    const db = drizzleLite({ client: door, schema });
    await migrateLite(db, { migrationsFolder });
    // PGlite has no autovacuum: without statistics the planner guesses and may scan whole tables.
    // It waits its turn like any query (and is skipped when the queue is full).
    const analyze = () => door.exec('ANALYZE').catch(() => {});
    void analyze(); // in the background: start-up does not wait for it
    const statistics = setInterval(analyze, STATISTICS_INTERVAL_MS);
    statistics.unref();
    return {
      db: db as unknown as Db,
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      queued: () => gate.waiting,
      close: async () => {
        clearInterval(statistics);
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Connects to PostgreSQL and applies the migrations. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, admin command) is dropped by the pool and
  // the next query opens a new one; without a listener its 'error' event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const waits = timeWaits(pool);
  const db = drizzlePg(pool, { schema });
  registerWaits(db, waits);
  try {
    await underMigrationLock(url, () => migratePg(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, listen: listenPostgres(url), close: () => pool.end() };
}

/** Any number 64-bit wide, the same in every Cypher server: the key of the migrations' advisory lock. */
const MIGRATION_LOCK_KEY = 7_267_835_004_911n;

/**
 * Runs `migrate` while holding a session advisory lock on a connection of its own, so servers that
 * start together on one database migrate one after the other: the first applies the migrations, the
 * others wait, then find nothing left to apply (two at once failed on `CREATE TABLE` with 23505).
 */
async function underMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migrate();
  } finally {
    // Closing the session releases its lock too, should the unlock fail.
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    await lock.end();
  }
}

const RELISTEN_MS = 5000;

/**
 * LISTEN on a connection of its own, outside the pool. A dropped connection is opened again a few
 * seconds later; what was notified meanwhile is found by the listener's own timer.
 */
const listenPostgres =
  (url: string): Listen =>
  async (channel, onNotify) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const reconnect = () => {
      if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), RELISTEN_MS);
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', (error) => {
        console.warn(`PostgreSQL dropped the LISTEN connection: ${error.message}`);
        void next.end().catch(() => {});
        reconnect();
      });
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    };
  };
