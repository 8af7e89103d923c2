/**
 * A portfolio's Home tab on the real server: an artist's community notes and published lab show to a
 * visitor and to another signed-in dancer; their private notes never do.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Artist, authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

const tag = () => Date.now().toString(36);

async function post(request: APIRequestContext, artist: Artist, path: string, data: unknown) {
  const res = await request.post(`/api/whatiscooking/${path}`, { data, headers: authed(artist) });
  expect(res.status(), path).toBe(201);
  return (await res.json()) as { id: number; uuid: string };
}

/** A free published lab holding `noteId`. */
async function publishFreeLab(request: APIRequestContext, artist: Artist, name: string, noteId: number) {
  const lab = await post(request, artist, 'techniques/create/', { name, about: 'Footwork' });
  const relation = await post(request, artist, 'ct-relations/create/', {
    cooking: noteId,
    technique: lab.id,
  });
  const plab = await post(request, artist, 'publishedlabs/create/', { name, about: 'Footwork', lab: lab.id });
  const bulk = await request.put(`/api/whatiscooking/ct-relations/bulk_update/?lab_id=${lab.id}`, {
    data: [{ id: relation.id, publish: true }],
    headers: authed(artist),
  });
  expect(bulk.ok()).toBe(true);
  await post(request, artist, 'plabsubs/', { plab: plab.id, price: '0', subscription_period: 30 });
}

async function expectShared(page: Page, artist: Artist, shared: string[], hidden: string) {
  await page.goto(`/${artist.username}`);
  for (const text of shared) await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(hidden)).toHaveCount(0);
  await expect(page.getByText('No video notes, labs or journeys here yet.')).toHaveCount(0);
}

test("an artist's Home tab shows their community notes and published lab, signed out and in", async ({
  browser,
  request,
}) => {
  const artist = await makeArtist(request, 'home');
  const viewer = await makeArtist(request, 'viewer');
  const lesson = `Windmill flow ${tag()}`;
  const secret = `Secret drill ${tag()}`;
  const labName = `Power moves ${tag()}`;
  const note = await postNote(request, artist, lesson, 5);
  await postNote(request, artist, secret, 1);
  await publishFreeLab(request, artist, labName, note.id);

  const guest = await (await browser.newContext()).newPage();
  await expectShared(guest, artist, [lesson, labName], secret);

  const signedIn = await (await browser.newContext()).newPage();
  await signIn(signedIn, viewer, { controlled: false });
  await expectShared(signedIn, artist, [lesson, labName], secret);
  await signedIn.getByRole('link', { name: 'All video notes' }).click();
  await expect(signedIn).toHaveURL(new RegExp(`/${artist.username}/videos$`));
});
