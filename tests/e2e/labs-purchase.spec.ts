/**
 * Labs and payments in real Chromium against the built app and the real server with the local
 * payments sandbox: an artist onboards and publishes a fee lab, a second user buys it and watches its
 * videos, a third cannot.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type Artist, authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

const tag = () => Date.now().toString(36);

/** A personal lab of three private notes, made through the API. */
async function labOfThree(request: APIRequestContext, artist: Artist, name: string, lessons: string[]) {
  const lab = await request.post('/api/whatiscooking/techniques/create/', {
    data: { name, about: 'Footwork drills' },
    headers: authed(artist),
  });
  expect(lab.status()).toBe(201);
  const { id } = (await lab.json()) as { id: number };
  for (const lesson of lessons) {
    const note = await postNote(request, artist, lesson, 1);
    const relation = await request.post('/api/whatiscooking/ct-relations/create/', {
      data: { cooking: note.id, technique: id },
      headers: authed(artist),
    });
    expect(relation.status()).toBe(201);
  }
}

/** A signed-in page in its own browser context (its own storage and service worker). */
async function pageOf(browser: Browser, artist: Artist): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, artist);
  return page;
}

async function onboard(page: Page) {
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('France');
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Complete onboarding' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/stripe\/onboarding\/success/);
  await expect(
    page.getByText('Your bank account is connected. You can add fees to your labs.'),
  ).toBeVisible();
}

async function publishFeeLab(page: Page, artist: Artist, labName: string): Promise<string> {
  await page.goto(`/${artist.username}/publishedlabs/?publish=true`);
  await expect(page.getByRole('heading', { name: 'Ready to publish your lab?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lab', exact: true }).click();
  await page.getByRole('option', { name: labName }).click();
  const videos = page.getByRole('group', { name: 'Videos to publish' }).getByRole('button');
  await expect(videos).toHaveCount(3);
  for (const video of await videos.all()) await video.click();
  await expect(page.getByText('Videos (3 selected)')).toBeVisible();
  await page.getByRole('radio', { name: 'Add a Fee' }).check();
  await page.getByLabel('in USD').fill('9.99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Subscription period (days)')).toHaveValue('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Your lab is published! 🎉')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/publishedlabs\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1) ?? '';
}

test('an artist onboards and publishes a fee lab; a buyer pays in the sandbox and watches; others cannot', async ({
  browser,
  request,
}) => {
  const artist = await makeArtist(request, 'teacher');
  const buyer = await makeArtist(request, 'buyer');
  const other = await makeArtist(request, 'other');
  const labName = `Six-step ${tag()}`;
  const lessons = [1, 2, 3].map((n) => `Thread ${n} ${tag()}`);
  await labOfThree(request, artist, labName, lessons);

  const artistPage = await pageOf(browser, artist);
  await onboard(artistPage);
  const uuid = await publishFeeLab(artistPage, artist, labName);
  await expect(artistPage.getByText(lessons[0] ?? '')).toBeVisible();

  const buyerPage = await pageOf(browser, buyer);
  await buyerPage.goto(`/publishedlabs/${uuid}`);
  await expect(buyerPage.getByRole('heading', { name: labName })).toBeVisible();
  await expect(buyerPage.getByText(lessons[0] ?? '')).toBeHidden();
  await buyerPage.getByRole('button', { name: 'Buy for $9.99' }).click();
  await expect(buyerPage.getByText('$9.99 USD')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Pay' }).click();
  await expect(buyerPage).toHaveURL(/\/stripe\/payments\/success/);
  await expect(buyerPage.getByText(/Payment received\. You can watch/)).toBeVisible();
  await buyerPage.getByRole('link', { name: 'Open lab' }).click();
  for (const lesson of lessons) await expect(buyerPage.getByText(lesson)).toBeVisible();

  const paid = await request.get('/api/payments/earnings/', { headers: authed(artist) });
  const earnings = (await paid.json()) as {
    totals: { sales: number; gross: string; fee: string; net: string };
  };
  expect(earnings.totals).toMatchObject({ sales: 1, gross: '9.99', fee: '1.00', net: '8.99' });

  const otherPage = await pageOf(browser, other);
  await otherPage.goto(`/publishedlabs/${uuid}`);
  await expect(otherPage.getByRole('button', { name: 'Buy for $9.99' })).toBeVisible();
  await expect(otherPage.getByText(lessons[0] ?? '')).toBeHidden();
  const refused = await request.get(`/api/whatiscooking/videos-of-a-publishedlab/?lab_id=${uuid}`, {
    headers: authed(other),
  });
  expect(refused.status()).toBe(403);
});
