/**
 * Personal labs offline in real Chromium against the built app and the real server: a lab made
 * offline is queued, shows as pending and lands once after reconnect, with its video.
 */
import { expect, test } from '@playwright/test';
import { authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

const tag = () => Date.now().toString(36);

test('a lab made offline shows as pending and lands after reconnect', async ({ page, context, request }) => {
  const artist = await makeArtist(request, 'offlinelab');
  const lessons = [`Drop ${tag()}`];
  await postNote(request, artist, lessons[0] ?? '', 1);
  await signIn(page, artist);
  await page.goto(`/${artist.username}/labspace/`);
  await expect(page.getByRole('heading', { name: /labs/i }).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/${artist.username}/labspace/?openLab=true`);
  const name = `Freezes ${tag()}`;
  await page.getByLabel('Lab name').fill(name);
  // By its name: offline, the picker may also show its failed refresh with a Retry button first.
  await page
    .getByRole('group', { name: 'Videos in this lab' })
    .getByRole('button', { name: lessons[0] })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  const before = await request.get('/api/whatiscooking/techniques/list/', { headers: authed(artist) });
  expect(((await before.json()) as { count: number }).count).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
  const after = await request.get('/api/whatiscooking/techniques/list/', { headers: authed(artist) });
  const labs = (await after.json()) as { count: number; results: { name: string }[] };
  expect(labs.results.map((lab) => lab.name)).toEqual([name]);
  const videos = await request.get(
    `/api/whatiscooking/cookings-of-a-technique/list/?technique_id=${(labs.results[0] as { id?: number }).id}`,
    { headers: authed(artist) },
  );
  expect(((await videos.json()) as { count: number }).count).toBe(1);
});
