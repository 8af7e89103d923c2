/**
 * The offline core in real Chromium against the built app and the real server: the service worker
 * opens the app offline; notes, reactions and comments made offline wait in the outbox and land
 * exactly once, also when an answer is lost, when the server was down, with two tabs, and across a
 * reload; a write the server refuses shows Retry and Discard.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';
import { serverProcess } from '../helpers/browser/server-process';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const tag = () => Date.now().toString(36);

const serverCount = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(path)).json()) as { count: number }).count;

const likesOf = async (request: APIRequestContext, uuid: string) =>
  ((await (await request.get(`/api/whatiscooking/cooking/likes/?cookingidobj=${uuid}`)).json()) as unknown[])
    .length;

const commentsOf = (request: APIRequestContext, uuid: string) =>
  serverCount(request, `/api/whatiscooking/cooking/comments/?cookingidobj=${uuid}`);

async function comment(page: Page, text: string) {
  await page.getByLabel('Write a comment').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(text)).toBeVisible();
}

const pending = (page: Page) => page.getByText('Waiting to sync');

/**
 * The note's page, opened until the app shows it: offline the service worker serves it; online the
 * server's page first shows the note's card in the shell.
 */
async function openNote(page: Page, uuid: string, lesson: string) {
  await page.goto(`/whatiscooking/${uuid}`);
  await expect(page.getByRole('article').getByText(lesson)).toBeVisible();
}

test('the service worker controls the app; offline it opens the shell and the cached feed', async ({
  page,
  context,
  request,
}) => {
  const artist = await makeArtist(request);
  const lesson = `Cached groove ${tag()}`;
  await postNote(request, artist, lesson);
  await signIn(page, artist);
  await expect(page.getByText(lesson)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /cypher/i }).first()).toBeVisible();
  await expect(page.getByText('No internet connection.')).toBeVisible();
  await expect(page.getByText(lesson)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('No internet connection.')).toBeHidden();
});

test('a note, a reaction and a comment made offline show as pending and land exactly once', async ({
  page,
  context,
  request,
}) => {
  const artist = await makeArtist(request);
  await signIn(page, artist);
  const lesson = `Offline groove ${tag()}`;

  await context.setOffline(true);
  await page.goto('/upload/uploadvideo');
  await page.getByLabel('YouTube link').fill('https://youtube.com/shorts/dQw4w9WgXcQ');
  await page.getByLabel('Description').fill(lesson);
  await page.getByRole('radio', { name: /Community/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'View your note' }).click();
  await expect(page).toHaveURL(/\/create\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').at(-1) as string;
  await expect(page.getByText(lesson)).toBeVisible();
  await page.getByRole('button', { name: 'Fire' }).click();
  await comment(page, 'Cleanest footwork');
  await expect(pending(page).first()).toBeVisible();

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0);
  expect(await serverCount(request, `/api/whatiscooking/latest_cookings/?username=${artist.username}`)).toBe(
    1,
  );
  const note = (await (await request.get(`/api/whatiscooking/cooking/${uuid}`)).json()) as { video: string };
  expect(note.video).toBe(VIDEO); // the shorts link was rewritten
  expect(await likesOf(request, uuid)).toBe(1);
  expect(await commentsOf(request, uuid)).toBe(1);
});

test.describe('a lost answer', () => {
  // Chromium does not always let the test intercept a request that passed through a service worker;
  // this one is about the outbox and the server, so the worker stays out of it.
  test.use({ serviceWorkers: 'block' });

  test('an answer lost after the server committed makes no duplicate', async ({ page, context, request }) => {
    const artist = await makeArtist(request);
    const lesson = `Lost answer ${tag()}`;
    const note = await postNote(request, artist, lesson);
    await signIn(page, artist, { controlled: false });
    await openNote(page, note.uuid, lesson);

    let aborted = 0;
    await context.route('**/api/whatiscooking/cooking/comments/', async (route) => {
      if (route.request().method() !== 'POST' || aborted > 0) return route.continue();
      aborted++;
      await route.fetch(); // the server receives and commits the comment...
      await route.abort('connectionreset'); // ...but the browser never sees the answer
    });
    await comment(page, 'Said once');
    await expect.poll(() => aborted).toBe(1);
    await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
    expect(await commentsOf(request, note.uuid)).toBe(1);
  });
});

test('two tabs replay the outbox once', async ({ context, request }) => {
  // Each tab counts the comment posts it sends itself.
  await context.addInitScript(() => {
    const send = window.fetch.bind(window);
    const tab = window as unknown as { commentPosts: number };
    tab.commentPosts = 0;
    window.fetch = (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/whatiscooking/cooking/comments/'))
        tab.commentPosts++;
      return send(input, init);
    };
  });
  const posts = (page: Page) =>
    page.evaluate(() => (window as unknown as { commentPosts: number }).commentPosts);
  const artist = await makeArtist(request);
  const lesson = `Two tabs ${tag()}`;
  const note = await postNote(request, artist, lesson);
  const first = await context.newPage();
  await signIn(first, artist);
  const second = await context.newPage();
  await openNote(second, note.uuid, lesson);
  await openNote(first, note.uuid, lesson);

  await context.setOffline(true);
  await comment(first, 'From tab one');
  await context.setOffline(false);
  await expect(pending(first)).toHaveCount(0);
  await expect.poll(() => commentsOf(request, note.uuid)).toBe(1);
  expect((await posts(first)) + (await posts(second))).toBe(1);
});

test('a write the server refuses shows Retry and Discard', async ({ page, context, request }) => {
  const owner = await makeArtist(request, 'owner');
  const fan = await makeArtist(request, 'fan');
  const lesson = `Soon gone ${tag()}`;
  const note = await postNote(request, owner, lesson);
  await signIn(page, fan);
  await openNote(page, note.uuid, lesson);

  await context.setOffline(true);
  await comment(page, 'Too late');
  const removed = await request.delete(`/api/whatiscooking/cooking/${note.uuid}`, { headers: authed(owner) });
  expect(removed.status()).toBe(204);
  await context.setOffline(false);

  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Too late')).toBeHidden();
});

test('pending writes survive a reload and are delivered later', async ({ page, context, request }) => {
  const artist = await makeArtist(request);
  const lesson = `Reload ${tag()}`;
  const note = await postNote(request, artist, lesson);
  await signIn(page, artist);
  await openNote(page, note.uuid, lesson);

  await context.setOffline(true);
  await comment(page, 'Kept across reload');
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByText('Kept across reload')).toBeVisible();
  await expect(pending(page).first()).toBeVisible();
  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0);
  expect(await commentsOf(request, note.uuid)).toBe(1);
  expect(await likesOf(request, note.uuid)).toBe(1);
});

test.describe('with the server stopped', () => {
  const server = serverProcess(0, mkdtempSync(join(tmpdir(), 'cypher-e2e-down-')));
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('writes wait while the server is down and land when it returns', async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.base });
    const artist = await makeArtist(request, 'dancer', server.dataDir);
    const lesson = `Server down ${tag()}`;
    const note = await postNote(request, artist, lesson);
    const context: BrowserContext = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    await signIn(page, artist);
    await openNote(page, note.uuid, lesson);

    await server.stop();
    await comment(page, 'While it was down');
    await page.getByRole('button', { name: 'Head-flash' }).click();
    await expect(pending(page).first()).toBeVisible();
    await server.start();
    // Nothing tells the page that its server is back: the outbox's next retry, never more than a few
    // seconds away, brings the writes in within the default expect timeout.
    await expect(pending(page)).toHaveCount(0);
    expect(await commentsOf(request, note.uuid)).toBe(1);
    expect(await likesOf(request, note.uuid)).toBe(1);
    await context.close();
    await request.dispose();
  });
});
