/**
 * Accounts for browser tests, made through the real API: register, open the mailed link, sign in,
 * create the portfolio. `signIn` then signs the browser in through the sign-in page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from './env';

export type Artist = { username: string; email: string; password: string; access: string };

/**
 * A mail's text. A line over 76 characters (the link, once the port has five digits) makes the whole
 * mail quoted-printable: soft line breaks and `=3D` for `=`. The link is ASCII, so bytes are chars.
 */
function mailText(raw: string): string {
  if (!/^content-transfer-encoding: *quoted-printable/im.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The verification link in the newest mail to `to` (mails are .eml files in DATA_DIR/mail). */
export function mailedLink(to: string, dataDir = E2E_DATA_DIR): string {
  const dir = join(dataDir, 'mail');
  const file = readdirSync(dir)
    .filter((name) => name.includes(to))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail to ${to}`);
  const text = mailText(readFileSync(join(dir, file), 'utf8'));
  const link = /https?:\/\/\S+\/verify\?key=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error('no verification link in the mail');
  return link;
}

let made = 0;

/** A verified user with a portfolio; `email` when the test needs a known one (a moderator's). */
export async function makeArtist(
  request: APIRequestContext,
  prefix = 'dancer',
  dataDir = E2E_DATA_DIR,
  email?: string,
): Promise<Artist> {
  made += 1;
  const username = `${prefix}${Date.now().toString(36)}${made}`;
  email ??= `${username}@example.com`;
  const password = 'toprock2024';
  const registered = await request.post('/api/auth/registration/', {
    data: { username, email, password1: password, password2: password, country: 'FR', gender: 'NS' },
  });
  expect(registered.ok()).toBe(true);
  const verified = await request.post('/api/auth/registration/verify-email/', {
    data: { key: new URL(mailedLink(email, dataDir)).searchParams.get('key') },
  });
  expect(verified.ok()).toBe(true);
  const login = await request.post('/api/auth/login/', { data: { email, password } });
  const access = ((await login.json()) as { access_token: string }).access_token;
  const portfolio = await request.post('/api/artist/portfolios/', {
    data: { artist_name: `Artist ${username}`, country: 'FR' },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(portfolio.status()).toBe(201);
  return { username, email, password, access };
}

/**
 * Signs the browser in through /login and, unless service workers are blocked in the test, waits for
 * the app to be controlled by the service worker.
 */
export async function signIn(page: Page, artist: Artist, { controlled = true } = {}): Promise<void> {
  await page.goto('/login');
  // By the fields' purpose, not their labels: the page may be in any language.
  await page.locator('form input[autocomplete="email"]').fill(artist.email);
  await page.locator('form input[autocomplete="current-password"]').fill(artist.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  if (!controlled) return;
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** An authorised API call from the test itself (to seed or to count on the server). */
export const authed = (artist: Artist) => ({ authorization: `Bearer ${artist.access}` });

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A video note made through the API (access 5 everyone, 1 the owner only). */
export async function postNote(request: APIRequestContext, artist: Artist, lesson: string, access = 5) {
  const res = await request.post('/api/whatiscooking/cooking/', {
    data: { video: VIDEO, lesson, access },
    headers: authed(artist),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; uuid: string };
}

/** An image of `type` (S shoutout, J journey, P photo...) uploaded for `artist` and ready; its key. */
export async function uploadImage(request: APIRequestContext, artist: Artist, type: string): Promise<string> {
  const headers = authed(artist);
  const presign = await request.post('/api/uploads/presign/', { headers, data: { type } });
  expect(presign.ok()).toBe(true);
  const { key, body } = (await presign.json()) as { key: string; body: string };
  // Grain, softened: a picture with a photo's detail (a flat colour is not a page's largest paint in Chromium).
  const grain = await sharp({
    create: {
      width: 640,
      height: 360,
      channels: 3,
      background: '#803020',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const image = await sharp(grain).blur(2).png().toBuffer();
  const put = await request.put(JSON.parse(body), { headers: { 'content-type': 'image/png' }, data: image });
  expect(put.ok()).toBe(true);
  expect((await request.post(`/api/uploads/${key}/complete/`, { headers })).ok()).toBe(true);
  return key;
}

/** A shoutout `student` gives through the API (tagging `teacher` asks them to approve it). */
export async function postShoutout(
  request: APIRequestContext,
  student: Artist,
  fields: { s_teacher_name: string; teacher?: string; s_appreciation?: string },
) {
  const image = await uploadImage(request, student, 'S');
  const res = await request.post('/api/e1t1/sharing/', {
    data: { image, ...fields },
    headers: authed(student),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; uuid: string; status: string };
}
