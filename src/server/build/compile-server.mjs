/**
 * Compiles the server to JavaScript for `npm start` (`npm run build:server`): Vite's bundler in SSR
 * mode turns src/server/main.ts and what it imports from src/ into dist-server/server/main.js, and
 * leaves node_modules packages (pg, PGlite, sharp, argon2...) as imports. dist-server mirrors src/,
 * so that what the server reads beside its own file is found at the same relative place: the
 * migrations, the message catalogs, and ../../dist (the built app); a new such file goes in FILES.
 * Built in a temporary folder and swapped in whole, stamp included.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeStamp } from './staleness.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const SERVER_OUT = join(root, 'dist-server');
export const SERVER_MAIN = join(SERVER_OUT, 'server', 'main.js');
const STAMP_NAME = 'built';
export const SERVER_STAMP = join(SERVER_OUT, STAMP_NAME);
/** What the compiled server is made from (paths from the checkout's root). */
export const SERVER_INPUTS = ['package.json', 'package-lock.json', 'src/server', 'src/shared'];

/** What the compiled server reads at run time besides its code: [source, place in the output]. */
const FILES = [
  ['src/server/db/migrations', 'server/migrations'], // db/client.ts: beside the module, `migrations`
  ['src/server/locales', 'server/locales'], // i18n.ts: ./locales/
  ['src/shared/locales', 'shared/locales'], // i18n.ts: ../shared/locales/
];

/** Compiles the server into dist-server, stamped as built from the sources as they were at its start. */
export async function compileServer() {
  const { build } = await import('vite'); // loaded only to compile: start.mjs reads the paths above
  const startedAt = new Date();
  const temporary = `${SERVER_OUT}.${process.pid}`;
  try {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      build: {
        ssr: 'src/server/main.ts',
        outDir: join(temporary, 'server'),
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        sourcemap: true,
      },
    });
    for (const [from, to] of FILES) cpSync(join(root, from), join(temporary, to), { recursive: true });
    writeStamp(join(temporary, STAMP_NAME), startedAt);
    rmSync(SERVER_OUT, { recursive: true, force: true });
    renameSync(temporary, SERVER_OUT);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await compileServer();
