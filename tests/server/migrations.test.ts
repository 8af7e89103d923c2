/**
 * Several servers may start together on one empty PostgreSQL database: the migrations run once, under
 * an advisory lock, and every server opens. PGlite is one process by design (its lock file is tested in
 * config.test.ts), so this runs where TEST_DATABASE_URL names a PostgreSQL, as CI's second pass does.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('lets four servers start at the same moment on an empty database, each applying nothing twice', async () => {
    const name = `cypher_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url.toString())));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query(
        'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      await check.end();
      expect(applied.rows.length).toBeGreaterThan(10);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      for (const server of servers) {
        const result = (await server.db.execute('SELECT count(*)::int AS n FROM users')) as {
          rows: unknown[];
        };
        expect(result.rows).toEqual([{ n: 0 }]);
      }
      await Promise.all(servers.map((server) => server.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
