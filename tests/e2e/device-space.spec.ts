/**
 * A full or cleared device in real Chromium (DESIGN 4: said in words, never silent). Out of space is
 * real: the profile lives on a small tmpfs, filled through the app's own image cache until Chromium
 * refuses (CDP's Storage.overrideQuotaForOrigin has no effect in our Chromium). A database removed
 * with writes waiting is counted at the next start.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { makeArtist, postNote, signIn } from '../helpers/browser/artists';
import { CHROMIUM, CHROMIUM_ARGS, E2E_PORT } from '../helpers/browser/env';

/**
 * Room for Chromium's profile (about 5 MB at start) and the app (about 2 MB of precache); Chromium
 * refuses writes once the disk's free space runs low, at about 40 MB of this origin's data.
 */
const TMPFS_SIZE = '64m';

/**
 * Fills the origin's storage with what the app could fetch again: 16 MB of pictures in its `media`
 * cache, then mirrored list pages in its database, in ever smaller pieces, until Chromium refuses
 * even 4 KB. (With the cache alone filled to the refusal, Chromium still let a write into IndexedDB.)
 */
const fillDevice = (page: Page) =>
  page.evaluate(async () => {
    // Random bytes: nothing on the way may shrink them.
    const bytes = (size: number) => {
      const random = new Uint8Array(size);
      for (let at = 0; at < size; at += 65536) crypto.getRandomValues(random.subarray(at, at + 65536));
      return random.buffer;
    };
    const cache = await caches.open('media');
    for (let n = 0; n < 16; n++) await cache.put(`/media/filler-${n}`, new Response(bytes(1024 * 1024)));
    const open = indexedDB.open('cypher');
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    let stored = 0;
    let refused = '';
    for (const size of [1024 * 1024, 64 * 1024, 4 * 1024]) {
      for (;;) {
        const tx = idb.transaction('lists', 'readwrite');
        tx.objectStore('lists').put({
          key: `filler-${stored}`,
          fetchedAt: 0,
          next: null,
          count: 0,
          page: bytes(size),
        });
        const error = await new Promise<DOMException | null>((resolve) => {
          tx.oncomplete = () => resolve(null);
          tx.onabort = () => resolve(tx.error);
        });
        if (error) {
          refused = error.name;
          break;
        }
        stored += size;
      }
    }
    idb.close();
    return { stored, refused };
  });

const countOf = (page: Page, table: string) =>
  page.evaluate(
    (table) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cypher');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(table).objectStore(table).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    table,
  );
const outboxCount = (page: Page) => countOf(page, 'outbox');
const listsCount = (page: Page) => countOf(page, 'lists');

/** The outbox count kept in localStorage, and whether it was kept for the database there is now. */
const keptFor = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ kept: number; sameDatabase: boolean }>((resolve, reject) => {
        const kept = JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}');
        const open = indexedDB.open('cypher');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('device').objectStore('device').get('generation');
          read.onsuccess = () => {
            open.result.close();
            resolve({ kept: kept.waiting, sameDatabase: read.result?.value === kept.generation });
          };
        };
      }),
  );

test.describe('a device out of space', () => {
  let mount: string;
  let context: BrowserContext;

  test.beforeEach(() => {
    mount = mkdtempSync(join(tmpdir(), 'cypher-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mount]);
    mkdirSync(join(mount, 'profile'));
  });
  test.afterEach(async () => {
    await context?.close();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  test('a journey written offline says so, keeps the form, and goes once Free space made room', async ({
    request,
  }) => {
    context = await chromium.launchPersistentContext(join(mount, 'profile'), {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      chromiumSandbox: false,
      baseURL: `http://127.0.0.1:${E2E_PORT}`,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const artist = await makeArtist(request, 'fulldevice');
    await signIn(page, artist);
    await page.goto(`/${artist.username}/journey`);
    await page.getByRole('link', { name: 'Reflect on your journey' }).click();
    await expect(page.getByRole('heading', { name: 'Reflect on your journey' })).toBeVisible();

    const filled = await fillDevice(page);
    expect(filled.refused).toBe('QuotaExceededError');
    expect(filled.stored).toBeGreaterThan(8 * 1024 * 1024);

    await context.setOffline(true);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a05020' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'jam.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Battle night in Lyon');
    await page.getByRole('textbox', { name: 'Your experience' }).fill('Every word of this stays.');
    await page.getByRole('button', { name: 'Submit' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'This device is out of space' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('Some error occured. Please try again.')).toBeHidden();
    await expect(title).toHaveValue('Battle night in Lyon');
    await expect(page.getByRole('textbox', { name: 'Your experience' })).toHaveValue(
      'Every word of this stays.',
    );
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    expect(await outboxCount(page)).toBe(0);

    await notice.getByRole('button', { name: 'Free space' }).click();
    await expect(notice.getByText(/^Space is freed: try again\./)).toBeVisible();
    expect(await listsCount(page)).toBe(0);
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => !name.includes('precache'))),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/You are offline: it is saved on this device/)).toBeVisible();
    expect(await outboxCount(page)).toBe(1);
  });
});

test('writes waiting when the database is removed are counted at the next start', async ({
  page,
  context,
  request,
}) => {
  const artist = await makeArtist(request, 'cleared');
  const lesson = `Cleared groove ${Date.now().toString(36)}`;
  const note = await postNote(request, artist, lesson);
  await signIn(page, artist);
  await page.goto(`/whatiscooking/${note.uuid}`);
  await expect(page.getByRole('article').getByText(lesson)).toBeVisible();

  await context.setOffline(true);
  for (const text of ['First words', 'Second words', 'Third words']) {
    await page.getByLabel('Write a comment').fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}').waiting),
    )
    .toBe(3);

  // What the browser does when it evicts the site's IndexedDB (or a user clears only that).
  const removed = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase('cypher');
        request.onsuccess = () => resolve('removed');
        request.onerror = () => resolve(String(request.error));
        request.onblocked = () => resolve('blocked');
      }),
  );
  expect(removed).toBe('removed');

  await page.reload();
  const lost = page
    .getByRole('alert')
    .filter({ hasText: '3 unsent changes could not be kept on this device' });
  await expect(lost).toBeVisible();
  // Said once: the count now belongs to the new database, so the next start has nothing to tell.
  await expect.poll(() => keptFor(page)).toEqual({ kept: 0, sameDatabase: true });
  await page.reload();
  await expect(page.getByText('No internet connection.')).toBeVisible();
  await expect.poll(() => keptFor(page)).toEqual({ kept: 0, sameDatabase: true });
  await expect(page.getByText('unsent changes could not be kept')).toHaveCount(0);
});
