/**
 * The installable, offline shell in real Chromium: the manifest, the service worker taking control,
 * and the app, its artists and its cached API answers with the network switched off.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { mailedLink } from '../helpers/browser/artists';

const LIST = '/api/artist/portfolios/list/';

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
  shortcuts: { name: string; url: string; icons?: { src: string }[] }[];
  share_target: { action: string; method: string; params: Record<string, string> };
};

/** Width x height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** An artist with a photo, made through the public API as a dancer would (sign up, verify, upload). */
async function seedArtist(request: APIRequestContext) {
  const username = `pwa${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'toprock2024';
  const ok = async <T = unknown>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
    expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  await ok(
    await request.post('/api/auth/registration/', {
      data: { username, email, password1: password, password2: password, country: 'FR' },
    }),
  );
  const key = new URL(mailedLink(email)).searchParams.get('key');
  await ok(await request.post('/api/auth/registration/verify-email/', { data: { key } }));
  const { access_token } = await ok<{ access_token: string }>(
    await request.post('/api/auth/login/', { data: { email, password } }),
  );
  const headers = { authorization: `Bearer ${access_token}` };
  const presign = await ok<{ key: string; body: string }>(
    await request.post('/api/uploads/presign/', { headers, data: { type: 'P' } }),
  );
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2f6f5e' } })
    .png()
    .toBuffer();
  await ok(
    await request.put(JSON.parse(presign.body), { headers: { 'content-type': 'image/png' }, data: photo }),
  );
  await ok(await request.post(`/api/uploads/${presign.key}/complete/`, { headers }));
  const artistName = `Offline ${username}`;
  await ok(
    await request.post('/api/artist/portfolios/', {
      headers,
      data: { artist_name: artistName, country: 'FR', photo: presign.key },
    }),
  );
  return artistName;
}

test('the manifest is served and describes an installable app with shortcuts and a share target', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Cypher',
    short_name: 'Cypher',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    share_target: {
      action: '/upload/uploadvideo',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Take a video note', '/upload/uploadvideo'],
    ['My labs', '/mylabs'],
  ]);
  const formFactors = manifest.screenshots.map((s) => s.form_factor);
  expect(formFactors).toContain('narrow');
  expect(formFactors).toContain('wide');

  // Every image the manifest names exists, is a PNG, and has the size it claims.
  const images = [
    ...manifest.icons,
    ...manifest.screenshots,
    ...manifest.shortcuts.flatMap((s) => (s.icons ?? []).map((icon) => ({ ...icon, sizes: '' }))),
  ];
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    if (image.sizes) expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the service worker controls the page after the first load, and Chromium finds the app installable', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(script ?? '').pathname).toBe('/sw.js');

  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium never installs anything.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('offline, the shell, the artists seen before and cached API answers still load', async ({
  page,
  context,
  request,
}) => {
  const artistName = await seedArtist(request);
  await page.goto('/');
  await controlled(page);
  await page.goto('/artists');
  const photo = page.getByRole('img', { name: artistName });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const url of [LIST, '/api/auth/config/']) {
    expect(await page.evaluate((u) => fetch(u).then((r) => r.status), url)).toBe(200);
  }

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cypher home' })).toBeVisible();
  await expect(page.getByText('No internet connection.')).toBeVisible();

  await page.goto('/artists');
  await expect(page.getByText(artistName)).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The worker answers a read it has seen from its cache; the network itself is off for it too.
  const cached = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  }, LIST);
  expect(cached.status).toBe(200);
  expect(cached.body.results.map((a: { artist_name: string }) => a.artist_name)).toContain(artistName);
  const unseen = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u).then(
          () => 'answered',
          () => 'failed',
        ),
      url,
    );
  expect(await unseen(`${LIST}?page_size=3`)).toBe('failed');
  // Auth answers are never cached, even ones fetched before.
  expect(await unseen('/api/auth/config/')).toBe('failed');
  await context.setOffline(false);
});

test('a Background Sync of the outbox tag reaches the page as an outbox-sync event', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  const heard: string[] = [];
  await page.exposeFunction('heardOutboxSync', () => heard.push('outbox-sync'));
  await page.evaluate(() => {
    const w = window as unknown as { heardOutboxSync: () => void };
    window.addEventListener('outbox-sync', () => w.heardOutboxSync());
  });
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    tag: 'outbox',
    lastChance: false,
  });
  await expect.poll(() => heard).toEqual(['outbox-sync']);
});

test('a new version waits for the Reload button, then takes over and reloads the page', async ({ page }) => {
  await page.goto('/artists');
  await controlled(page);
  // The server reads dist per request, so a changed sw.js is a new version (restored afterwards).
  const swFile = join(import.meta.dirname, '..', '..', 'dist', 'sw.js');
  const firstVersion = readFileSync(swFile, 'utf8');
  const waiting = () =>
    page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  try {
    writeFileSync(swFile, `${firstVersion}\n// next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible();
    expect(await waiting()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await controlled(page);
    expect(await waiting()).toBe(false);
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    writeFileSync(swFile, firstVersion);
  }
});
