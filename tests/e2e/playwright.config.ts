/**
 * The browser tests in real Chromium against the built app and the real server (PGlite in a fresh
 * data directory): end to end (tests/e2e) and the service worker's (tests/sw). Browser: CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  E2E_DATA_DIR,
  E2E_PLAYER_PORT,
  E2E_PORT,
  ROOT as root,
} from '../helpers/browser/env';

if (!process.env.E2E_KEEP_DATA) rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.E2E_KEEP_DATA = '1'; // workers load this file again; only the first load wipes

export default defineConfig({
  testDir: '..',
  testMatch: ['e2e/**/*.spec.ts', 'sw/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.reports', 'playwright.json') }]],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      chromiumSandbox: false,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/api/auth/config/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_REQUESTS: 'false',
      WRITE_LIMITS: 'false',
      MODERATOR_EMAILS: 'moderator@cypher.example',
      PLAYER_ORIGIN: `http://127.0.0.1:${E2E_PLAYER_PORT}`,
    },
  },
});
