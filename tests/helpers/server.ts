/**
 * Builds the real app on a fresh database for a test file: in-memory PGlite by default (loaded from a
 * migrated template: pglite-template.ts), or a new PostgreSQL database (created and dropped here) when
 * TEST_DATABASE_URL is set, as CI does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, type Listen, openPglite, openPostgres } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { createLiveHub, type LiveHub } from '../../src/server/features/live/live-hub';
import type { MailMessage } from '../../src/server/mail/mailer';
import { createStorage } from '../../src/server/storage/create-storage';
import { pgliteTemplate } from './pglite-template';

export type TestContext = {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  mails: MailMessage[];
  dataDir: string;
  /** Hears the database's NOTIFYs, as the server's background work does. */
  listen: Listen;
  /** The app's live hub (/api/live streams). */
  live: LiveHub;
  /** The PostgreSQL database's URL, for a second server on it; undefined on PGlite. */
  databaseUrl?: string;
  /** Moves the clock used by the server (tokens, throttles, expiry) forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
};

async function openTestDatabase(): Promise<Database & { url?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      ...(await openPglite(undefined, { loadDataDir: await pgliteTemplate() })),
      drop: async () => {},
    };
  const name = `cypher_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function makeTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_REQUESTS: 'false',
    // Tests make many writes with new accounts; write-limits.test.ts turns the limits on.
    WRITE_LIMITS: 'false',
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
  const database = await openTestDatabase();
  const mails: MailMessage[] = [];
  let offset = 0;
  const deps: Deps = {
    db: database.db,
    config,
    clock: () => new Date(Date.now() + offset),
    mail: { send: async (m) => void mails.push(m) },
    storage: createStorage(config),
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) },
  };
  const live = createLiveHub(database.listen);
  return {
    app: createApp(deps, { live }),
    deps,
    mails,
    dataDir,
    listen: database.listen,
    live,
    databaseUrl: database.url,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await live.close();
      await database.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request helper: `call(t, 'POST', '/api/auth/login/', {email, password}, token)`. */
export async function call(
  t: TestContext,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields directly
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
