/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './src/client/build/chunk-groups';
import { linguiPlugins } from './src/client/build/lingui-plugins';
import { precompress } from './src/client/build/precompress-plugin';
import { prerenderShell } from './src/client/build/prerender-plugin';
import { reactRouterProduction } from './src/client/build/react-router-production';
import { reactUseId } from './src/client/build/use-id-plugin';

/** A client test's one deadline; its waits for the page (findBy, waitFor) have no shorter one of their own. */
const CLIENT_TEST_TIMEOUT = 15_000;

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (it arrived in Node 21).
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

/** The version the page and the service worker report (src/shared/app-version.ts): package version and commit. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return `${version}+${String(commit).trim()}`;
  } catch {
    return version; // not a git checkout
  }
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  plugins: [
    ...linguiPlugins(),
    reactRouterProduction(),
    react(),
    reactUseId(),
    prerenderShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: null,
      // Screenshots are for install dialogs only; the offline app never shows them.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        globIgnores: ['screenshots/**'],
      },
      manifest: {
        id: '/',
        name: 'Cypher',
        short_name: 'Cypher',
        description: 'Video notes, labs and shoutouts for hip-hop and street-dance artists and learners.',
        lang: 'en',
        categories: ['education', 'lifestyle', 'social'],
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#8a5834',
        background_color: '#FCFBF8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Take a video note',
            short_name: 'Video note',
            url: '/upload/uploadvideo',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My labs',
            url: '/mylabs',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Cypher home on a phone',
          },
          {
            src: '/screenshots/artists-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The artists directory on a phone',
          },
          {
            src: '/screenshots/artists-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'The artists directory on a laptop',
          },
        ],
        // A YouTube link shared from another app opens the video-note form with it filled in.
        share_target: {
          action: '/upload/uploadvideo',
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/payments-sandbox': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON ?? '.reports/vitest.json' }]],
    // A worker per core. Vitest's default leaves one core to itself (cores - 1): on our 2-core machines
    // that ran one test file at a time, the other core idle, since a file's PGlite and jsdom share its
    // worker's thread and vitest's own process does little.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/client-setup.ts'],
          testTimeout: CLIENT_TEST_TIMEOUT,
          provide: { testTimeout: CLIENT_TEST_TIMEOUT },
        },
      },
    ],
  },
});
