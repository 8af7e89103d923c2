/**
 * The migrated database each PGlite test database starts from. Making one costs initdb and every
 * migration (seconds on a busy machine, for each of some 150 test files); loading a dump of one made
 * earlier costs a fraction. The dump is kept in the temp directory under a key of the migrations and
 * PGlite's version, so a changed migration or PGlite makes a new one; it is written whole, then
 * renamed into place, so workers starting together never read half of one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../src/server/db/client';

function templateKey(): string {
  const hash = createHash('sha256');
  // Its package.json is not exported: it is found beside the entry point (dist/index.js).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    hash.update(path.slice(migrationsFolder.length)).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `cypher-pglite-${templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The dump of a migrated PGlite, made once per process (and per migrations, across runs). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= makeTemplate();
  return template;
}
