/**
 * Journeys in the browser against the real server: an artist posts a journey through the form with a
 * real image file, then finds it on their Journey tab and opens it; offline, a journey with three
 * photos (resized on the device) waits in the outbox and lands once, with all three, when back online.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { authed, makeArtist, signIn } from '../helpers/browser/artists';

test('an artist posts a journey with a photo and sees it on their Journey tab', async ({ page, request }) => {
  const artist = await makeArtist(request, 'journeyposter');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2050a0' } })
    .jpeg()
    .toBuffer();
  await signIn(page, artist);
  await page.goto('/upload/journey');
  await expect(page.getByRole('heading', { name: 'Reflect on your journey' })).toBeVisible();
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'jam.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Summer jam in Marseille');
  await page.getByRole('textbox', { name: 'Your experience' }).fill('Cyphers by the sea all night.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your journey is posted. 🎉')).toBeVisible();
  await page.getByRole('button', { name: 'View Journey' }).click();

  await expect(page).toHaveURL(new RegExp(`/${artist.username}/journey\\?journey=`));
  const dialog = page.getByRole('dialog', { name: 'Summer jam in Marseille' });
  await expect(dialog.getByText('Cyphers by the sea all night.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Photo 1 of Summer jam in Marseille' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.getByRole('article', { name: 'Summer jam in Marseille' });
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a journey with three photos made offline lands once with all three', async ({
  page,
  context,
  request,
}) => {
  const artist = await makeArtist(request, 'journeyoffline');
  const photo = (background: string) =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background } })
      .jpeg()
      .toBuffer();
  await signIn(page, artist);
  // Their portfolio seen once online, as a dancer's own is: it opens offline from the local copy.
  await page.goto(`/${artist.username}/journey`);
  await expect(page.getByRole('link', { name: 'Reflect on your journey' })).toBeVisible();
  await page.getByRole('link', { name: 'Reflect on your journey' }).click();
  await expect(page.getByRole('heading', { name: 'Reflect on your journey' })).toBeVisible();
  await context.setOffline(true);
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#a02020') });
  for (const [n, color] of [
    [2, '#20a020'],
    [3, '#2020a0'],
  ] as const) {
    await expect(page.getByRole('img', { name: `Photo ${n - 1}`, exact: true })).toBeVisible();
    await page
      .getByLabel('Add another photo')
      .setInputFiles({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: await photo(color) });
  }
  await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Night train from Seoul');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/You are offline: it is saved on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'View Journey' }).click();
  const uuid = new URL(page.url()).searchParams.get('journey');
  await expect(page.getByRole('dialog', { name: 'Night train from Seoul' })).toBeVisible();
  // Kept resized on the device: 3000 x 2000 becomes 2048 x 1365, encoded as the browser could.
  const kept = await page.evaluate(
    () =>
      new Promise<{ width: number; height: number; type: string }[]>((resolve, reject) => {
        const open = indexedDB.open('cypher');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = async () => {
            const images = (read.result[0]?.images ?? []) as { bytes: ArrayBuffer; type: string }[];
            const sizes = await Promise.all(
              images.map(async ({ bytes, type }) => {
                const bitmap = await createImageBitmap(new Blob([bytes], { type }));
                return { width: bitmap.width, height: bitmap.height, type };
              }),
            );
            resolve(sizes);
          };
        };
      }),
  );
  expect(kept).toHaveLength(3);
  for (const image of kept) {
    expect(image).toMatchObject({ width: 2048, height: 1365 });
    expect(['image/webp', 'image/jpeg']).toContain(image.type);
  }

  await context.setOffline(false);
  const read = () => request.get(`/api/journey/${uuid}/`, { headers: authed(artist) });
  await expect.poll(async () => (await read()).status(), { timeout: 30_000 }).toBe(200);
  const landed = await (await read()).json();
  const photos = [landed.jophoto1, landed.jophoto2, landed.jophoto3];
  for (const url of photos) expect(url).toMatch(/^\/media\/medium\/j-/);
  const list = await request.get(`/api/journey/list/?whose_e1t1_journey=${artist.username}`, {
    headers: authed(artist),
  });
  expect((await list.json()).count).toBe(1);
});
