/** Where the browser tests' server listens and keeps its data (no side effects; the config wipes it). */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
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
