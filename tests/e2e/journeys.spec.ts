/**
 * Journeys in the browser against the real server: an artist posts a journey through the form with a
 * real image file, then finds it on their Journey tab and opens it.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { makeArtist, signIn } from './artists';

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
