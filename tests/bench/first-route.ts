/**
 * The first route's weight (DESIGN 7). Sizes: the entry chunk, its static imports and the home
 * route chunk with its imports, JS and CSS gzipped, from the build manifest (budget JS <= 170 KB,
 * CSS <= 30 KB). Requests: counted in Chromium on a cold visit to `/` against the real server (budget
 * 15), then the scripts and styles each later route adds when the app navigates to it (one or two).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/env';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

export function firstRouteSizes(dist: string) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('Run `npm run build` first: dist/.vite/manifest.json is missing.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/client/app/routes/home.tsx');
  const gz = (ext: string) =>
    [...files]
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { js: gz('.js'), css: gz('.css'), files: files.size };
}

const tally = (requests: { type: string }[]) => {
  const byType = new Map<string, number>();
  for (const { type } of requests) byType.set(type, (byType.get(type) ?? 0) + 1);
  return [...byType].map(([type, n]) => `${n} ${type}`).join(', ');
};

/**
 * Counts the requests of a cold visit to `/` (until the network is idle), then, for each later
 * route, the scripts and styles its own cold visit fetches that `/` did not: what the app adds
 * when it navigates there.
 */
export async function firstRouteRequests(base: string, later: { name: string; path: string }[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const visit = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the page requests, not its service worker (which precaches the app in the background).
    const seen: { url: string; type: string }[] = [];
    page.on('request', (request) => seen.push({ url: request.url(), type: request.resourceType() }));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    return seen;
  };
  try {
    const first = await visit('/');
    const lines = [
      `first route (/), cold, in Chromium: ${first.length} requests (${tally(first)}; budget 15)`,
    ];
    const code = (r: { type: string }) => r.type === 'script' || r.type === 'stylesheet';
    const shared = new Set(first.filter(code).map((r) => r.url));
    for (const route of later) {
      const added = (await visit(route.path)).filter((r) => code(r) && !shared.has(r.url));
      lines.push(`  ${route.name}: ${added.length} more scripts and styles than /`);
    }
    return lines;
  } finally {
    await browser.close();
  }
}
