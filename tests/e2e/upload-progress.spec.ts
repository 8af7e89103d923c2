/**
 * An image on a slow connection (issue 30), in real Chromium against the real server: posting a journey
 * whose photo goes up at 64 KB/s shows how much is sent, growing; Cancel upload stops it and keeps
 * everything typed, with the reason at the photos; sent again at full speed, it lands once.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { journeysApi } from '../../src/shared/api-paths';
import { authed, makeArtist, signIn } from '../helpers/browser/artists';

/** A photo with detail (noise does not compress): over a megabyte, even kept resized on the device. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 2048,
      height: 1365,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

/** What the status line says is sent, as a number from 0 to 100. */
async function sentPercent(page: Page): Promise<number> {
  const line = await page.getByRole('status').filter({ hasText: 'Sending the image:' }).textContent();
  return Number(/(\d+)\s*%/.exec(line ?? '')?.[1] ?? Number.NaN);
}

for (const { device, width, height } of [
  { device: 'phone', width: 390, height: 844 },
  { device: 'laptop', width: 1280, height: 800 },
])
  test(`on a ${device}: a slow photo shows its progress, can be cancelled with nothing lost, and lands once when sent again`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const artist = await makeArtist(request, 'slowphoto');
    await signIn(page, artist);
    await page.goto('/upload/journey');
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'jam.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto() });
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    const title = `Slow wifi at the jam ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Your experience' }).fill('Every byte counted.');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(64 * 1024);
    await page.getByRole('button', { name: 'Submit' }).click();

    // It moves: a share sent that grows, short of the whole, on a bar as well as in words.
    await expect(page.getByRole('progressbar', { name: 'Image sent' })).toBeVisible();
    await expect.poll(() => sentPercent(page)).toBeGreaterThan(0);
    const first = await sentPercent(page);
    await expect.poll(() => sentPercent(page)).toBeGreaterThan(first);
    expect(await sentPercent(page)).toBeLessThan(100);

    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByText('You cancelled the upload. Nothing you typed is lost.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Image sent' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Your experience' })).toHaveValue('Every byte counted.');
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

    await throttle(-1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your journey is posted. 🎉')).toBeVisible();
    const mine = await request.get(`/api${journeysApi.ofArtist(artist.username, 10)}`, {
      headers: authed(artist),
    });
    const titles = ((await mine.json()) as { results: { joevent: string }[] }).results.map((j) => j.joevent);
    expect(titles).toEqual([title]);
  });
