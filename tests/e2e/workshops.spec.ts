/**
 * Workshops in real Chromium against the real server: an artist creates a workshop with a portrait poster
 * while offline, and it lands once when the connection is back; a dancer finds it by search, says
 * "I'm going" and asks to enter the room; the organiser approves from the workshop's page; the
 * dancer sees the room's videos, and the workshop (time, venue, room) and /workshops open offline on
 * their device.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { authed, makeArtist, signIn } from '../helpers/browser/artists';

async function posterFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'workshop-')), 'poster.jpg');
  writeFileSync(
    path,
    await sharp({ create: { width: 600, height: 900, channels: 3, background: '#a03060' } })
      .jpeg()
      .toBuffer(),
  );
  return path;
}

test('a workshop made offline lands once; a dancer finds it, goes, is let into its room and opens it offline', async ({
  page,
  context,
  request,
  browser,
}) => {
  const organiser = await makeArtist(request, 'org');
  const dancer = await makeArtist(request, 'dan');
  const title = `Popping Lab ${organiser.username.slice(-5)}`;
  await signIn(page, organiser, { controlled: false });
  await page.goto('/upload/workshop');
  await expect(page.getByRole('heading', { name: 'Create your workshop' })).toBeVisible();
  // A portrait flyer is kept whole, only resized: no crop dialog.
  await page.locator('input[type="file"]').setInputFiles(await posterFile());
  await expect(page.getByRole('img', { name: 'Poster' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Crop your cover' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  // The country sets the time zone (this browser's is UTC): the start below is Berlin's.
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  await page.getByRole('textbox', { name: 'Venue' }).fill('Studio Kreuzberg');
  const date = page.getByRole('textbox', { name: 'Date' });
  await date.fill('2031-05-10');
  await date.press('Escape');
  await page.getByLabel('Starts at').fill('18:00');
  // Typed as yyyy-mm-dd, the day shows as the app's language writes it.
  await expect(date).toHaveValue('Sat, May 10, 2031');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create workshop' }).click();
  const created = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(created.getByText(/You are offline: it is saved on this device/)).toBeVisible();
  await created.getByRole('button', { name: 'View Workshop' }).click();
  await expect(page).toHaveURL(/\/workshops\/[0-9a-f-]{36}$/);
  // Held on the device: said under its title (and beside "I'm going").
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  const uuid = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await context.setOffline(false);
  const read = () => request.get(`/api/workshops/${uuid}/`);
  await expect.poll(async () => (await read()).status()).toBe(200);
  const mine = await request.get(
    `/api/workshops/workshops-organized-by-artist/?username=${organiser.username}`,
  );
  expect((await mine.json()).count).toBe(1);
  const workshop = (await (await read()).json()) as { starts_at: string; poster: string };
  expect(workshop.starts_at).toBe('2031-05-10T16:00:00.000Z');
  const served = await request.get(workshop.poster);
  expect(served.ok()).toBe(true);
  // The flyer landed in its own portrait shape.
  const { width = 0, height = 0 } = await sharp(await served.body()).metadata();
  expect(height).toBeGreaterThan(width);
  // The organiser shares a video note into the room.
  const note = await request.post('/api/whatiscooking/cooking/', {
    data: { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5, lesson: 'Warm-up drill' },
    headers: authed(organiser),
  });
  const shared = await request.post('/api/workshops/room/videos/', {
    data: { workshop_uuid: uuid, cooking: (await note.json()).uuid },
    headers: authed(organiser),
  });
  expect(shared.status()).toBe(201);

  // The dancer, on their own phone.
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const phone = await theirs.newPage();
  await signIn(phone, dancer);
  await phone.goto('/workshops');
  await phone.getByRole('textbox', { name: 'Search workshops' }).fill(title);
  await phone.getByRole('link', { name: new RegExp(title) }).click();
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await phone.getByRole('button', { name: "I'm going" }).click();
  await expect(phone.getByRole('button', { name: "I'm going" })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await (await read()).json()) as { going_count: number }).going_count)
    .toBe(1);
  await phone.getByRole('button', { name: 'Request access' }).click();
  await expect(phone.getByText('Your request is waiting for the organiser.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();

  await phone.reload();
  await expect(phone.getByRole('link', { name: 'Warm-up drill' })).toBeVisible();
  await expect(phone.getByText(`Artist ${dancer.username}`)).toBeVisible();

  // At the venue, without signal.
  await theirs.setOffline(true);
  await phone.goto(`/workshops/${uuid}`);
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await expect(phone.getByText(/Studio Kreuzberg/)).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Warm-up drill' })).toBeVisible();
  // And /workshops, as last fetched: first among the workshops the dancer is going to, and upcoming.
  await phone.goto('/workshops');
  for (const list of ['Workshops I am going to', 'Upcoming workshops'])
    await expect(
      phone.getByRole('list', { name: list }).getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
  await theirs.close();
});
