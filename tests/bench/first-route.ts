/**
 * The first route's weight (DESIGN 7). Sizes: the entry chunk (the shell, with the home page) and its
 * static imports, JS and CSS gzipped, from the build manifest, plus each language's catalogs chunk,
 * which loads before the first render (budget JS <= 170 KB in every language, CSS <= 30 KB);
 * what loads after the first paint (the feed, the outbox) is counted in the requests. Requests: counted in Chromium on a cold visit to `/` against the real server (budget
 * 15), then the scripts and styles each later route adds when the app navigates to it (one or two).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../helpers/browser/env';

type Chunk = {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
};

const gzipped = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

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
  const gz = (ext: string) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipped(dist, f), 0);
  // build/chunk-groups.ts names them messages-{locale}.
  const catalogs = Object.values(manifest).flatMap((chunk) => {
    const locale = /^messages-(\w+)$/.exec(chunk.name ?? '')?.[1];
    return locale ? [{ locale, js: gzipped(dist, chunk.file) }] : [];
  });
  return { js: gz('.js'), css: gz('.css'), files: files.size, catalogs };
}

type Request = { url: URL; type: string };

/** API reads and third-party images (YouTube thumbnails) are data; the rest is the app itself. */
const isData = (r: Request, origin: string) =>
  r.type === 'fetch' || r.type === 'xhr' || r.url.origin !== origin;
const kind = (r: Request) => (/\.(png|svg|ico)$/.test(r.url.pathname) ? 'icon' : r.type);
const isCode = (r: Request) => r.type === 'script' || r.type === 'stylesheet';
/** "index.js" for "/assets/index-B47IK0TT.js". */
const file = (r: Request) => r.url.pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\./, '.');

const tally = (requests: Request[]) => {
  const byKind = new Map<string, number>();
  for (const r of requests) byKind.set(kind(r), (byKind.get(kind(r)) ?? 0) + 1);
  return [...byKind].map(([k, n]) => `${n} ${k}`).join(', ');
};

/**
 * Counts the requests of a cold visit to `/` (until the network is idle), then, for each later
 * route, the scripts and styles its own cold visit fetches that `/` did not: what the app adds
 * when it navigates there.
 */
export async function firstRouteRequests(base: string, later: { name: string; path: string }[]) {
  const { origin } = new URL(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const visit = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the page requests, not its service worker (which precaches the app in the background).
    const seen: Request[] = [];
    page.on('request', (request) => seen.push({ url: new URL(request.url()), type: request.resourceType() }));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    return seen;
  };
  try {
    const first = await visit('/');
    const app = first.filter((r) => !isData(r, origin));
    const data = first.filter((r) => isData(r, origin));
    const lines = [
      `first route (/), cold, in Chromium: ${app.length} requests for the app (${tally(app)}; budget 15), ${data.length} for data (API reads, thumbnails)`,
    ];
    const loaded = new Set(first.filter(isCode).map((r) => r.url.href));
    for (const route of later) {
      const added = (await visit(route.path)).filter((r) => isCode(r) && !loaded.has(r.url.href));
      lines.push(`  then ${route.name}: ${added.length} more (${added.map(file).join(', ')})`);
    }
    return lines;
  } finally {
    await browser.close();
  }
}
