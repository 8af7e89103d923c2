/**
 * The database engines the API bench runs on: PGlite in a fresh data directory always, and a fresh
 * PostgreSQL database (created here, dropped after) when TEST_DATABASE_URL is set, as CI does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { createStorage } from '../../src/server/storage/create-storage';

export type Engine = { name: string; open: () => Promise<Database> };

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const pglite: Engine = {
  name: 'PGlite',
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cypher-bench-'));
    const database = await openPglite(join(dir, 'pglite'));
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres = (adminUrl: string): Engine => ({
  name: 'PostgreSQL',
  open: async () => {
    const name = `cypher_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
});

/** PGlite, then PostgreSQL when TEST_DATABASE_URL names a server. */
export function benchEngines(): Engine[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** The server's dependencies on `database` for a bench: a fresh secret, no mail, nothing stored. */
export function benchDeps(database: Database): Deps {
  const config = loadConfig({
    DATA_DIR: tmpdir(), // nothing is stored there: the secret is given and the benches upload nothing
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_REQUESTS: 'false',
    PUBLIC_URL: 'http://localhost:8080',
  });
  return {
    db: database.db,
    config,
    clock: () => new Date(),
    mail: { send: async () => {} },
    storage: createStorage(config),
    log: { info: () => {}, warn: () => {}, error: console.error },
  };
}
