/**
 * Settings' "Your data" in real Chromium: "Download my data" is disabled offline with a line saying
 * so, and online says how much of the zip has come in, and starts a download of it; "Delete my account" asks for the password, refuses a
 * wrong one with its message, then deletes the account and signs out on this device.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { accountMessages } from '../../src/shared/account';
import { makeArtist, signIn } from '../helpers/browser/artists';

test('downloads my data, then deletes my account after the password and signs out', async ({
  page,
  context,
  request,
}) => {
  const artist = await makeArtist(request, 'leaver');
  await signIn(page, artist);
  await page.goto('/settings');
  const download = page.getByRole('button', { name: 'Download my data' });

  await context.setOffline(true);
  await expect(download).toBeDisabled();
  await expect(page.getByText('You are offline. Downloading your data needs a connection.')).toBeVisible();
  await context.setOffline(false);
  await expect(download).toBeEnabled();

  // How much of the zip is in, as it comes (at 4 KB/s, so it comes in parts).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (downloadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await throttle(4 * 1024);
  const started = page.waitForEvent('download');
  await download.click();
  await expect(page.getByText(/^Receiving your zip: \d+ kB$/)).toBeVisible();
  const file = await started;
  await throttle(-1);
  expect(file.suggestedFilename()).toMatch(/^cypher-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await file.path())));
  expect(JSON.parse(strFromU8(files['account.json'] as Uint8Array))).toMatchObject({
    username: artist.username,
  });
  await expect(page.getByText('Your download has started.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(accountMessages.wrongPassword)).toBeVisible();

  await password.fill(artist.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const login = await request.post('/api/auth/login/', {
    data: { email: artist.email, password: artist.password },
  });
  expect(login.status()).toBe(400);
  const portfolio = await request.get(`/api/artist/portfolios/${artist.username}/`);
  expect(portfolio.status()).toBe(404);
});
