/**
 * The first journey: a new dancer signs up, opens the mailed link, verifies, signs in, creates a
 * portfolio, gets the plus button and the bell with its welcome, and signs out, leaving nothing
 * stored behind.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { mailedLink } from '../helpers/browser/artists';

const username = `bgirl${Date.now().toString(36)}`;
const email = `${username}@example.com`;
const password = 'toprock2024';

async function storedSession(page: Page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('session');
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
  );
}

test('a new dancer signs up, verifies by mail, builds a portfolio and signs out', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Fran');
  await page.getByRole('option', { name: 'France' }).click();
  await dialog.getByRole('button', { name: 'Sign up' }).click();

  const sent = page.getByRole('dialog', { name: 'Instruction is sent.' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Email verified' }).click();
  await expect(sent.getByText('Email not verified yet.')).toBeVisible();

  const mailPage = await context.newPage();
  await mailPage.goto(mailedLink(email));
  await expect(mailPage.getByText('Your e-mail is verified.')).toBeVisible();
  await mailPage.close();

  await sent.getByRole('button', { name: 'Email verified' }).click();
  await expect(page.getByText('Verification successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/upload\/website$/);
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);

  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a5834' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Profile photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel('Artist name').fill('B-Girl Test');
  // The country given at sign-up is there already; choosing it again keeps it.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  await page.getByRole('combobox', { name: 'Country' }).fill('Fran');
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByLabel('Bio').fill('Toprock and footwork since 2015.');
  await page.getByRole('button', { name: /create portfolio|save/i }).click();

  await expect(page).toHaveURL(new RegExp(`/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'B-Girl Test' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'B-Girl Test' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
});

test('a signed-out visitor who opens a guarded page is sent to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
});
