/**
 * The shoutout form in real Chromium against the real server: a real photo is chosen, rotated and
 * cropped on the canvas, uploaded and posted; the dialog's View Shoutout opens /e1t1/{uuid}. Given
 * offline, it lands once when back online, the tagged artist approves it from the bell, and it
 * shows on both portfolios.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { authed, makeArtist, signIn } from '../helpers/browser/artists';

/** A wide photo (1200×600) on disk, as a dancer would pick it. */
async function widePhoto(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'shoutout-')), 'cypher-night.jpg');
  const left = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2040c0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  writeFileSync(path, photo);
  return path;
}

test('a shoutout with a rotated, cropped photo is posted and View Shoutout opens it', async ({
  page,
  request,
}) => {
  const me = await makeArtist(request, 'rue');
  const teacher = await makeArtist(request, 'kid');
  await signIn(page, me, { controlled: false });
  await page.goto('/upload/each1teach1');
  await expect(page.getByRole('heading', { name: 'Give a shoutout' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(await widePhoto());
  const crop = page.getByRole('dialog', { name: 'Crop your cover' });
  await expect(crop.getByRole('img', { name: 'Your cover' })).toBeVisible();
  await crop.getByRole('button', { name: 'Rotate right' }).click();
  await crop.getByRole('button', { name: 'Use this image' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Tag the artist' }).fill(teacher.username.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`@${teacher.username}`) }).click();
  await expect(page.getByRole('textbox', { name: 'Artist name' })).toHaveValue(`Artist ${teacher.username}`);
  await page.getByRole('textbox', { name: 'What did you learn?' }).fill('Isolations first');
  await page
    .getByRole('textbox', { name: 'YouTube link of the lesson' })
    .fill('https://youtube.com/shorts/dQw4w9WgXcQ');
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const done = page.getByRole('dialog', { name: 'Your shoutout is posted. 🎉' });
  await expect(
    done.getByText('The artist you tagged must approve it before it becomes visible to everyone.'),
  ).toBeVisible();
  await done.getByRole('button', { name: 'View Shoutout' }).click();
  await expect(page).toHaveURL(/\/e1t1\/[0-9a-f-]{36}$/);

  const uuid = page.url().split('/').at(-1);
  const res = await request.get(`/api/e1t1/sharing/${uuid}/`, { headers: authed(me) });
  const shoutout = (await res.json()) as {
    image: string;
    s_teacher_video: string;
    teacher: { username: string };
  };
  expect(shoutout.teacher.username).toBe(teacher.username);
  expect(shoutout.s_teacher_video).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // Turned upright (600×1200), then cut to the cover's 4:3: 600×450.
  const cover = await sharp(await (await request.get(shoutout.image)).body()).metadata();
  expect([cover.width, cover.height]).toEqual([600, 450]);
});

test('a tagged shoutout with a rotated cover given offline lands once, is approved from the bell, and shows on both portfolios', async ({
  page,
  context,
  request,
  browser,
}) => {
  const me = await makeArtist(request, 'olga');
  const teacher = await makeArtist(request, 'kidoff');
  await signIn(page, me, { controlled: false });
  await page.goto('/upload/each1teach1');
  await page.locator('input[type="file"]').setInputFiles(await widePhoto());
  const crop = page.getByRole('dialog', { name: 'Crop your cover' });
  await expect(crop.getByRole('img', { name: 'Your cover' })).toBeVisible();
  await crop.getByRole('button', { name: 'Rotate right' }).click();
  await crop.getByRole('button', { name: 'Use this image' }).click();
  await expect(crop).toBeHidden();
  await page.getByRole('textbox', { name: 'Tag the artist' }).fill(teacher.username.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`@${teacher.username}`) }).click();
  await expect(page.getByRole('textbox', { name: 'Artist name' })).toHaveValue(`Artist ${teacher.username}`);

  // The signal goes on the train home: the shoutout waits on the device with its cover.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  const done = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(done.getByText(/You are offline: it is saved on this device/)).toBeVisible();
  await done.getByRole('button', { name: 'View Shoutout' }).click();
  await expect(page).toHaveURL(/\/e1t1\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  const uuid = page.url().split('/').at(-1);

  await context.setOffline(false);
  const read = () => request.get(`/api/e1t1/sharing/${uuid}/`, { headers: authed(me) });
  await expect.poll(async () => (await read()).status()).toBe(200);
  const shoutout = (await (await read()).json()) as {
    status: string;
    image: string;
    teacher: { username: string };
  };
  expect(shoutout).toMatchObject({ status: 'pending', teacher: { username: teacher.username } });
  const given = await request.get(`/api/e1t1/sharing/list/teachers/?username=${me.username}`, {
    headers: authed(me),
  });
  expect((await given.json()).count).toBe(1);
  // Turned upright on the device (600×1200) and cut to 4:3: 600×450, uploaded from the outbox.
  const cover = await sharp(await (await request.get(shoutout.image)).body()).metadata();
  expect([cover.width, cover.height]).toEqual([600, 450]);

  // The tagged artist approves it from the bell, on their own device.
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const artist = await theirs.newPage();
  await signIn(artist, teacher, { controlled: false });
  await artist.getByRole('button', { name: /^Notifications/ }).click();
  const menu = artist.getByRole('menu');
  await expect(
    menu.getByText(`${me.username} gave you a shoutout. Approve it to show it on your portfolio.`),
  ).toBeVisible();
  await menu.getByRole('button', { name: 'Approve' }).click();
  await expect(menu.getByText('You approved this shoutout.')).toBeVisible();
  await expect
    .poll(async () => ((await (await read()).json()) as { status: string }).status)
    .toBe('approved');

  const title = `Shoutout to Artist ${teacher.username}`;
  await artist.goto(`/${teacher.username}/each1teach1`);
  await expect(
    artist.getByRole('region', { name: 'Students' }).getByRole('article', { name: title }),
  ).toBeVisible();
  await page.goto(`/${me.username}/each1teach1`);
  await expect(
    page.getByRole('region', { name: 'Teachers' }).getByRole('article', { name: title }),
  ).toBeVisible();
  await theirs.close();
});
