/**
 * `npm start`: builds the app (dist/) and compiles the server (dist-server/) only when missing or
 * older than their sources, then runs the compiled server in this process with plain Node. Building
 * only when needed also keeps a start from rewriting dist/ under another server of this checkout.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_INPUTS, SERVER_MAIN, SERVER_STAMP } from './compile-server.mjs';
import { staleReason, writeStamp } from './staleness.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const APP_INPUTS = [
  ...['package.json', 'package-lock.json', 'index.html', 'vite.config.ts', 'lingui.config.ts'],
  ...['tsconfig.json', 'src/client', 'src/shared', 'sw', 'public'],
];
// In dist/ so that a `vite build` (which empties dist/ first) that fails or is stopped leaves no stamp.
const APP_STAMP = join(root, 'dist', '.vite', 'built');
// A `vite build` run by other means (npm test, npm run build) leaves no stamp; the service worker is
// the last file it writes, so a build that got that far is complete, and as new as that file.
const APP_LAST_FILE = join(root, 'dist', 'sw.js');

/** Runs a Node script of this checkout to its end; a failure ends the start with its exit code. */
function run(what, script, args = []) {
  const { status, signal } = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status === 0) return;
  console.error(`${what} failed (${signal ?? `exit code ${status}`}).`);
  process.exit(status || 1);
}

/** Runs `build` when the output stamped by `stamp` is missing or older than one of its inputs. */
function buildIfStale(what, stamp, inputs, build) {
  const reason = staleReason(stamp, root, inputs);
  if (reason === undefined) return;
  console.info(`Building ${what}: ${reason}.`);
  build();
}

buildIfStale('the app', existsSync(APP_STAMP) ? APP_STAMP : APP_LAST_FILE, APP_INPUTS, () => {
  const startedAt = new Date();
  run('Building the app', 'node_modules/vite/bin/vite.js', ['build']);
  writeStamp(APP_STAMP, startedAt);
});
buildIfStale('the server', SERVER_STAMP, SERVER_INPUTS, () =>
  run('Compiling the server', 'src/server/build/compile-server.mjs'),
);
process.setSourceMapsEnabled(true); // stack traces name src/server's files and lines
await import(pathToFileURL(SERVER_MAIN).href);
