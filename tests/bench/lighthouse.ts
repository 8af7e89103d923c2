/**
 * Lighthouse 11.7.1 figures (DESIGN 7): the mobile preset (simulated slow 4G and a 4x slower CPU),
 * the median of 3 runs per main route, against the built app on the real server with seeded data
 * (an artist with a portfolio, a public note, a public shoutout, a workshop and an event, each with
 * its picture, and the event's battle with its bracket of eight drawn). Lighthouse clears the HTTP cache, the service
 * worker and its caches before each run but keeps IndexedDB and localStorage, so the second and
 * third runs of a route start with the local mirror the first one filled (as a returning visitor).
 */
import { lookup } from 'node:dns/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { request as http } from 'playwright-core';
import { battlesApi } from '../../src/shared/api-paths/battles';
import { authed, makeArtist, postNote, postShoutout, uploadImage } from '../helpers/browser/artists';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/browser/env';
import { serverProcess } from '../helpers/browser/server-process';

const RUNS = 3;
const MAX_FAILED = 2;
const THUMBNAILS = 'i.ytimg.com';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'pwa'] as const;
/**
 * Browser UI that a headless run never shows but that Chromium 156 still renders: the omnibox's
 * popups, two WebUI pages preloaded in their own renderer. On a 2-core host that renderer took
 * 40-60% of a core during each load, and the page's main thread waited for it.
 */
const HIDDEN_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];
/** chrome-launcher's flags, with the hidden UI added to its `--disable-features` list rather than a second such flag. */
const CHROME_FLAGS = [
  ...Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${HIDDEN_UI.join(',')}` : flag,
  ),
  '--headless=new',
  '--no-sandbox',
  ...CHROMIUM_ARGS,
];

type Create = (
  path: string,
  data: object,
) => Promise<{ uuid: string; id: number; event_battles: { id: number }[] }>;

/** Battle `battle` with eight dancers added at the door and checked in, and its bracket drawn. */
async function drawnBattle(create: Create, battle: number) {
  for (const name of ['Lil Ana', 'B-Girl Bo', 'Cy', 'Dina', 'Eko', 'Fen', 'Gigi', 'Hana']) {
    const entrant = await create(battlesApi.entrants(battle), { name });
    await create(battlesApi.checkin(battle), { entrant: entrant.id });
  }
  await create(battlesApi.bracket(battle), { size: 8, seeding: 'random' });
}

/** The built app on the real server, with the data the main routes show. */
export type BenchSite = { base: string; routes: { name: string; path: string }[]; stop: () => Promise<void> };

export async function seededSite(port = 8190): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-bench-site-'));
  const server = serverProcess(port, dataDir);
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  await server.start();
  try {
    const api = await http.newContext({ baseURL: server.base });
    const artist = await makeArtist(api, 'bench', dataDir);
    const note = await postNote(api, artist, 'Toprock drill: cross step, Indian step, kick out.');
    const shoutout = await postShoutout(api, artist, {
      s_teacher_name: 'Mr. Wiggles',
      s_appreciation: 'Patience with my waves, and the joy of a cypher.',
    });
    const next = new Date().getUTCFullYear() + 1;
    const create: Create = async (path, data) =>
      (await (await api.post(`/api${path}`, { headers: authed(artist), data })).json()) as Awaited<
        ReturnType<Create>
      >;
    const workshop = await create('/workshops/create/', {
      title: 'Popping foundations',
      poster: await uploadImage(api, artist, 'W'),
      start_date: `${next}-04-12`,
      start_time: '14:00',
      end_time: '17:00',
      timezone: 'Europe/Paris',
      country: 'FR',
      venue: 'Centre Barbara, Paris',
    });
    const event = await create('/events/create/', {
      title: 'Harbour Cypher',
      poster: await uploadImage(api, artist, 'W'),
      start: `${next}-07-04T19:00`,
      end: `${next}-07-04T23:00`,
      timezone: 'America/New_York',
      venue: 'Pier 17',
      country: 'US',
      event_battles: [{ category: 'Bgirl 1v1', style: 'breaking', format: '1v1' }],
    });
    const battle = event.event_battles[0]?.id as number;
    await drawnBattle(create, battle);
    await api.dispose();
    return {
      base: server.base,
      routes: [
        { name: '/ (visitor)', path: '/' },
        { name: '/artists', path: '/artists' },
        { name: '/{username}', path: `/${artist.username}` },
        { name: '/whatiscooking/{uuid}', path: `/whatiscooking/${note.uuid}` },
        { name: '/publishedlabs', path: '/publishedlabs' },
        { name: '/e1t1', path: '/e1t1' },
        { name: '/e1t1/{uuid}', path: `/e1t1/${shoutout.uuid}` },
        { name: '/workshops', path: '/workshops' },
        { name: '/workshops/{uuid}', path: `/workshops/${workshop.uuid}` },
        { name: '/events', path: '/events' },
        { name: '/events/{uuid}', path: `/events/${event.uuid}` },
        { name: '/events/{uuid}/battles/{id}', path: `/events/${event.uuid}/battles/${battle}` },
      ],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The main thread's work in the load, at 4x (Lighthouse's mainthread-work-breakdown). */
  work: number;
  /** Lighthouse's measure of the host's CPU (its `benchmarkIndex`): the figures scale with it. */
  host: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One Lighthouse run; null when Lighthouse could not measure the load (e.g. NO_NAVSTART). */
async function audit(url: string, port: number, blockedUrlPatterns: string[]): Promise<Run | null> {
  const result = await lighthouse(url, {
    port,
    blockedUrlPatterns,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result || result.lhr.runtimeError) return null;
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Run['scores'],
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    work: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    host: result.lhr.environment.benchmarkIndex,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The line of one route: the medians of 3 measured runs, and the hosts' benchmarks of those runs. */
async function routeLine(name: string, url: string, port: number, blocked: string[]) {
  const runs: Run[] = [];
  let failed = 0;
  while (runs.length < RUNS && failed <= MAX_FAILED) {
    const run = await audit(url, port, blocked);
    if (run) runs.push(run);
    else failed += 1;
  }
  const hosts = runs.map((run) => run.host);
  if (runs.length < RUNS)
    return { hosts, line: `  ${name.padEnd(22)} not measured: Lighthouse failed ${failed} times` };
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  const line = `  ${name.padEnd(22)} performance ${m((r) => r.scores.performance)}, accessibility ${m(
    (r) => r.scores.accessibility,
  )}, best practices ${m((r) => r.scores['best-practices'])}, PWA ${m((r) => r.scores.pwa)}; FCP ${seconds(
    m((r) => r.fcp),
  )}, LCP ${seconds(m((r) => r.lcp))}, TBT ${Math.round(m((r) => r.tbt))} ms, main thread ${seconds(m((r) => r.work))} (performance runs: ${runs.map((r) => r.scores.performance).join(', ')}${
    failed ? `; ${failed} run(s) Lighthouse could not measure` : ''
  })`;
  return { hosts, line };
}

/**
 * One line per route: the median of each score, of FCP, LCP and TBT, and of the main thread's work
 * over 3 measured runs. Lighthouse simulates the phone's CPU as this host's slowed 4x, so a slower
 * host scores lower on the same app; two last lines say what the host allows: / with the app's
 * scripts blocked (the prerendered shell alone, the best any code could score there) and the host's
 * CPU benchmark. A run that Lighthouse could not measure (it says to run it again) is counted and
 * replaced, at most twice.
 */
export async function lighthouseFigures(site: BenchSite): Promise<string[]> {
  // Where YouTube's image host cannot be reached (a sandbox), its thumbnails are blocked so that the
  // figures measure the app; Lighthouse does not count blocked requests as console errors.
  const blocked = await lookup(THUMBNAILS).then(
    () => [],
    () => [`https://${THUMBNAILS}/*`],
  );
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    const lines = [
      `Lighthouse 11.7.1, mobile preset, median of 3 (budget: / 95, others 90; the rest 100)${
        blocked.length ? `, ${THUMBNAILS} unreachable so blocked` : ''
      }:`,
    ];
    const hosts: number[] = [];
    const measured = async (name: string, url: string, blocking: string[]) => {
      const result = await routeLine(name, url, chrome.port, blocking);
      hosts.push(...result.hosts);
      lines.push(result.line);
    };
    for (const route of site.routes) await measured(route.name, site.base + route.path, blocked);
    await measured('/, shell alone', `${site.base}/`, [
      ...blocked,
      `${site.base}/assets/*.js`,
      `${site.base}/sw.js`,
    ]);
    lines.push(
      `  host CPU: Lighthouse benchmarkIndex ${Math.round(median(hosts))} (median of ${hosts.length} runs)`,
    );
    return lines;
  } finally {
    chrome.kill();
  }
}
