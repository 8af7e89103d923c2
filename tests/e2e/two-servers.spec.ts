/**
 * Several servers at once: two server processes started at the same moment on one empty PostgreSQL
 * database (the migrations under their lock), one S3 stand-in, one JWT_SECRET and VAPID key pair,
 * behind a round-robin proxy that gives each request to the next server in turn. The offline core path
 * (sign in, go offline, a note, a like and a comment, come back) lands each write exactly once, also
 * when an answer is lost and the retry may reach the other server. A battle's spectator whose page one
 * server serves sees the votes cast on the other live, through that server's stream.
 * PostgreSQL: E2E_DATABASE_URL, else TEST_DATABASE_URL, else the machine's on 127.0.0.1:5432.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import webpush from 'web-push';
import { type Artist, makeArtist, postNote, signIn } from '../helpers/browser/artists';
import { battleUnderWay, vote } from '../helpers/browser/battles';
import { ROOT } from '../helpers/browser/env';
import { roundRobinProxy } from '../helpers/browser/round-robin-proxy';
import { serverProcess } from '../helpers/browser/server-process';

// `||`: .ci/run sets E2E_DATABASE_URL empty when it found no PostgreSQL, and the test must say so.
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

// s3rver ships no types.
type S3rver = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;
const S3_BUCKET = 'cypher-media';

/** Runs `work` on a connection to the admin database; no PostgreSQL there fails the test saying why. */
async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `No PostgreSQL answers at ${ADMIN_URL} (${(error as Error).message}). The two-server test needs one ` +
        'where it may create a database: start the machine\'s (Debian: "apt-get install postgresql" then ' +
        '"pg_ctlcluster 15 main start"), or set E2E_DATABASE_URL (or TEST_DATABASE_URL) to one.',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the admin's server: its URL and how to drop it. */
async function freshDatabase() {
  const name = `cypher_e2e_${randomBytes(6).toString('hex')}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** One count from the test's database. */
async function countIn(url: string, query: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(query, values);
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

const migrationFiles = () =>
  (
    JSON.parse(readFileSync(join(ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

// Made in beforeAll: Playwright loads this file in more processes than the one that runs it.
let root = '';
let dataDirs: string[] = [];
let servers: ReturnType<typeof serverProcess>[] = [];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let s3: S3rver;
let database: Awaited<ReturnType<typeof freshDatabase>>;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cypher-e2e-two-'));
  database = await freshDatabase();
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: join(root, 's3'),
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port: s3Port } = await s3.run();
  proxy = await roundRobinProxy(() => servers.map((server) => server.base));
  const vapid = webpush.generateVAPIDKeys();
  // Every setting the README says several servers must share.
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: proxy.base,
    TRUST_PROXY: 'true',
  };
  // Each server has a DATA_DIR of its own, to show that none of its state lives there; their mail
  // goes to one folder, as it would go to one SMTP server.
  const mailDir = join(root, 'mail');
  mkdirSync(mailDir);
  dataDirs = ['a', 'b'].map((server) => join(root, server));
  for (const dir of dataDirs) {
    mkdirSync(dir);
    symlinkSync(mailDir, join(dir, 'mail'));
  }
  servers = dataDirs.map((dir) => serverProcess(0, dir, shared));
  // At the same moment, on the empty database: both must start, whichever migrates.
  await Promise.all(servers.map((server) => server.start()));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await proxy?.close();
  await s3?.close();
  await database?.drop();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function comment(page: Page, text: string) {
  await page.getByLabel('Write a comment').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(text)).toBeVisible();
}

const pending = (page: Page) => page.getByText('Waiting to sync');

const commentsOf = async (request: APIRequestContext, uuid: string) =>
  (
    (await (await request.get(`/api/whatiscooking/cooking/comments/?cookingidobj=${uuid}`)).json()) as {
      count: number;
    }
  ).count;

test('two servers started together both serve; a note, a like and a comment made offline land once', async ({
  browser,
  playwright,
}) => {
  expect(
    await countIn(database.url, 'SELECT count(*) FROM drizzle.__drizzle_migrations'),
    'each migration ran once',
  ).toBe(migrationFiles());

  const request = await playwright.request.newContext({ baseURL: proxy.base });
  const artist = await makeArtist(request, 'dancer', dataDirs[0]);
  const context = await browser.newContext({ baseURL: proxy.base });
  const page = await context.newPage();
  await signIn(page, artist);
  const lesson = `Two servers ${Date.now().toString(36)}`;

  await context.setOffline(true);
  await page.goto('/upload/uploadvideo');
  await page.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel('Description').fill(lesson);
  await page.getByRole('radio', { name: /Community/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'View your note' }).click();
  await expect(page).toHaveURL(/\/create\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').at(-1) as string;
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await comment(page, 'Same on every server');
  await expect(pending(page).first()).toBeVisible();

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0);

  // Through the API (the proxy picks the server) and in the database itself.
  const notes = await request.get(`/api/whatiscooking/latest_cookings/?username=${artist.username}`);
  expect(((await notes.json()) as { count: number }).count).toBe(1);
  const likes = await request.get(`/api/whatiscooking/cooking/likes/?cookingidobj=${uuid}`);
  expect(((await likes.json()) as unknown[]).length).toBe(1);
  expect(await commentsOf(request, uuid)).toBe(1);
  const ofNote = (table: string) =>
    countIn(
      database.url,
      `SELECT count(*) FROM ${table} WHERE cooking_id = (SELECT id FROM cookings WHERE uuid = $1)`,
      [uuid],
    );
  expect(await countIn(database.url, 'SELECT count(*) FROM cookings WHERE lesson = $1', [lesson])).toBe(1);
  expect(await ofNote('likes')).toBe(1);
  expect(await ofNote('comments')).toBe(1);

  // The browser's API requests went to both servers (they alternate while it is the only client).
  const browserApi = proxy.served.filter((r) => r.path.startsWith('/api/') && r.userAgent.includes('Chrome'));
  expect(new Set(browserApi.map((r) => r.server))).toEqual(new Set([0, 1]));
  // Nothing of either server's own in its DATA_DIR (no secret, keys, database or images): only the mail.
  for (const dir of dataDirs) expect(readdirSync(dir)).toEqual(['mail']);
  await context.close();
  await request.dispose();
});

test('an answer lost after one server committed makes no duplicate, whichever server takes the retry', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: proxy.base });
  const artist = await makeArtist(request, 'dancer', dataDirs[0]);
  const lesson = `Lost between servers ${Date.now().toString(36)}`;
  const note = await postNote(request, artist, lesson);
  // As in offline.spec.ts: the test intercepts the page's own requests, so no service worker.
  const context = await browser.newContext({ baseURL: proxy.base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, artist, { controlled: false });
  await page.goto(`/whatiscooking/${note.uuid}`);
  await expect(page.getByRole('article').getByText(lesson)).toBeVisible();

  let aborted = 0;
  await context.route('**/api/whatiscooking/cooking/comments/', async (route) => {
    if (route.request().method() !== 'POST' || aborted > 0) return route.continue();
    aborted++;
    await route.fetch(); // a server receives and commits the comment...
    await route.abort('connectionreset'); // ...but the browser never sees the answer
  });
  await comment(page, 'Said once, on either server');
  await expect.poll(() => aborted).toBe(1);
  await expect(pending(page)).toHaveCount(0); // the outbox's retry comes within 4 s
  expect(await commentsOf(request, note.uuid)).toBe(1);
  const posts = proxy.served.filter(
    (r) => r.method === 'POST' && r.path === '/api/whatiscooking/cooking/comments/',
  );
  expect(posts.length, 'the comment was sent again after its lost answer').toBeGreaterThanOrEqual(2);
  await context.close();
  await request.dispose();
});

test('a spectator on one server sees the votes cast on the other live, through its own stream', async ({
  browser,
  playwright,
}, info) => {
  const [serverA, serverB] = servers as [ReturnType<typeof serverProcess>, ReturnType<typeof serverProcess>];
  // The organiser and the judges act on server A only; the spectator's page is server B's.
  const onA = await playwright.request.newContext({ baseURL: serverA.base });
  const organiser = await makeArtist(onA, 'battlehost', dataDirs[0]);
  const judges: Artist[] = [];
  for (const name of ['judgea', 'judgeb', 'judgec']) judges.push(await makeArtist(onA, name, dataDirs[0]));
  const { event, battle, path, match } = await battleUnderWay(onA, organiser, judges);

  // No service worker: the test counts the page's own requests, as offline.spec.ts does.
  const context = await browser.newContext({ baseURL: serverB.base, serviceWorkers: 'block' });
  const spectator = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  const finished: string[] = [];
  spectator.on('request', (r) => requests.push(r.url()));
  spectator.on('requestfailed', (r) => failed.push(r.url()));
  spectator.on('requestfinished', (r) => finished.push(r.url()));
  const isStream = (url: string) => new URL(url).pathname === `/api/live/events/${event}/`;
  const isBracket = (url: string) => new URL(url).pathname.endsWith(`/battles/${battle}/bracket/`);
  // The stream's answer (its headers) comes once server B holds it and listens for the event's changes.
  const streamOpened = spectator.waitForResponse((r) => isStream(r.url()));
  await spectator.goto(path);
  expect((await streamOpened).status()).toBe(200);
  const card = spectator.getByRole('article', { name: 'Semifinal 1', exact: true });
  await expect(card).toContainText(match.left?.name as string);
  await expect(card).not.toContainText('(Winner)');
  const before = requests.length;

  // The judges vote on server A; each vote is told to server B, whose stream tells the page.
  const [judgeA, judgeB, judgeC] = judges as [Artist, Artist, Artist];
  await vote(onA, judgeA, battle, match.id, 'left');
  await vote(onA, judgeB, battle, match.id, 'left');
  const last = await vote(onA, judgeC, battle, match.id, 'left');
  const voted = Date.now();
  expect(last.status).toBe('decided');
  await expect(card).toContainText(`${match.left?.name} (Winner)`);
  // A figure, not a check: how long server B's spectator took to show the result after the last vote.
  info.annotations.push({
    type: 'live',
    description: `Semifinal 1 shown on the other server ${Date.now() - voted} ms after the last vote`,
  });

  // Everything the page asked went to server B, the page's own server.
  expect(new Set(requests.map((url) => new URL(url).origin))).toEqual(new Set([serverB.base]));
  // One stream, held all along: watchLive polls only after the stream failed twice, and each failure
  // opens it again, so a single stream that neither failed nor ended means no poll ran.
  expect(requests.filter(isStream)).toEqual([`${serverB.base}/api/live/events/${event}/`]);
  expect(failed.filter(isStream)).toEqual([]);
  expect(finished.filter(isStream)).toEqual([]);
  // The page read the bracket again after the votes, and no more often than the three votes told it.
  const reads = requests.slice(before).filter(isBracket).length;
  expect(reads).toBeGreaterThanOrEqual(1);
  expect(reads).toBeLessThanOrEqual(3);
  await context.close();
  await onA.dispose();
});
