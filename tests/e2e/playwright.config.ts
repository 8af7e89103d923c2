/**
 * End-to-end tests in real Chromium against the built app and the real server (PGlite in a fresh
 * data directory). Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(root, '.reports', 'e2e-data');

const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

if (!process.env.E2E_KEEP_DATA) rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.E2E_KEEP_DATA = '1'; // workers load this file again; only the first load wipes

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
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
      executablePath: chromium,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
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
    },
  },
});
