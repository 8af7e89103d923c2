/**
 * The routes issue 10 fills, in real Chromium against the built app and the real server: the device
 * check (/test) online and offline, /redirect after sign-in, and Share on a note (no share sheet in
 * Chromium on Linux, so the link is copied).
 */
import { expect, type Page, test } from '@playwright/test';
import { makeArtist, postNote, signIn } from '../helpers/browser/artists';

const row = (page: Page, label: string) => page.getByRole('listitem', { name: label });

test('/test finds the service worker at this build, storage, nothing waiting and the server; offline, no connection', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, await makeArtist(request));
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Check this device' })).toBeVisible();
  const version = (await row(page, 'App version').locator('p').nth(1).textContent()) ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  await expect(row(page, 'Service worker')).toContainText(`Active, version ${version}`);
  await expect(row(page, 'Service worker').getByText('OK', { exact: true })).toBeVisible();
  await expect(row(page, 'Storage')).toContainText(/(Kept|Not kept), [\d.]+ [MG]B of [\d.]+ [MG]B used/);
  await expect(row(page, 'Waiting to sync')).toContainText('None, everything is sent');
  await expect(row(page, 'Connection to the server')).toContainText(/Reached in \d+ ms/);

  await context.setOffline(true);
  await page.reload();
  await expect(row(page, 'Connection to the server')).toContainText('No internet connection.');
  await expect(row(page, 'Service worker')).toContainText(`Active, version ${version}`);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(row(page, 'Connection to the server')).toContainText(/Reached in \d+ ms/);
});

test('/redirect asks a visitor to sign in, then continues to the path on this site; another site goes home', async ({
  page,
  request,
}) => {
  const artist = await makeArtist(request);
  await page.goto('/redirect?to=%2Fpublishedlabs%3Fq%3Dflow');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Password', { exact: true }).fill(artist.password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/publishedlabs\?q=flow$/);

  for (const target of ['//example.com/x', '/\\example.com', 'https://example.com/', 'javascript:alert(1)']) {
    await page.goto(`/redirect?to=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});

test('Share on a note, by keyboard, copies its link where the browser has no share sheet, and says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const artist = await makeArtist(request);
  const { uuid } = await postNote(request, artist, `Shared groove ${Date.now().toString(36)}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/whatiscooking/${uuid}`);
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  // By keyboard: the menu loads on the first Enter and opens on its first item, Share (as a menu
  // button does); ArrowDown goes on to Report, ArrowUp back.
  await page.getByRole('button', { name: 'Note actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/whatiscooking/${uuid}`);
});
