/** Where the browser tests' server listens and keeps its data (the config wipes it). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** A port nothing listens on now, asked of the system (a fixed one may be held by a server left running). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();

// E2E_PORT, else a free port, set in the environment once (by the config's first load) so that the
// workers, which inherit it, and the server agree.
process.env.E2E_PORT ??= freePort();
export const E2E_PORT = Number(process.env.E2E_PORT);
/** Where the stand-in video player listens (tests/helpers/browser/stand-in-player.ts): PLAYER_ORIGIN. */
process.env.E2E_PLAYER_PORT ??= freePort();
export const E2E_PLAYER_PORT = Number(process.env.E2E_PLAYER_PORT);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(ROOT, '.reports', 'e2e-data');
/** Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Chromium's flags on our machines: no GPU, and none of the background calls a closed network refuses. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
