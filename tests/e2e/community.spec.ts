/**
 * The community's safety in the browser against the real server: a report made offline waits on the
 * device and reaches the moderators once; a moderator hides the note from /help/admin; its author
 * sees it marked, the reporter no longer finds it. An artist blocks another from their portfolio: the
 * other's notes leave the feed, Settings lists them, and Unblock brings them back.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Artist, authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';
import { E2E_DATA_DIR } from '../helpers/browser/env';

/** The e2e server's MODERATOR_EMAILS (playwright.config.ts). */
const MODERATOR_EMAIL = 'moderator@cypher.example';

type Group = { count: number; target_id: string };

async function openReports(request: APIRequestContext, moderator: Artist): Promise<Group[]> {
  const res = await request.get('/api/moderation/reports/', { headers: authed(moderator) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Group[] }).results;
}

/** A page of its own, signed in as `artist`. */
async function pageOf(page: Page, artist: Artist): Promise<Page> {
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const opened = await other.newPage();
  await signIn(opened, artist);
  return opened;
}

test('a report made offline reaches the moderator, who hides the note from everyone but its author', async ({
  page,
  context,
  request,
}) => {
  const author = await makeArtist(request, 'seller');
  const witness = await makeArtist(request, 'witness');
  const moderator = await makeArtist(request, 'mod', E2E_DATA_DIR, MODERATOR_EMAIL);
  const lesson = `Buy my course today ${Date.now().toString(36)}`;
  const note = await postNote(request, author, lesson);

  await signIn(page, witness);
  await page.goto(`/whatiscooking/${note.uuid}`);
  await expect(page.getByText(lesson)).toBeVisible();
  await page.getByRole('button', { name: 'Note actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Saved on this device', { exact: true })).toBeVisible();
  expect(await openReports(request, moderator)).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(() => openReports(request, moderator))
    .toEqual([expect.objectContaining({ target_id: note.uuid, count: 1 })]);

  const desk = await pageOf(page, moderator);
  await desk.goto('/help/admin');
  const card = desk.getByRole('article', { name: `Reports about Artist ${author.username}` });
  await expect(card.getByText(lesson)).toBeVisible();
  await expect(card.getByText('1 report', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card).toBeHidden();
  await expect.poll(() => openReports(request, moderator)).toEqual([]);

  const own = await pageOf(page, author);
  await own.goto(`/whatiscooking/${note.uuid}`);
  await expect(own.getByText(lesson)).toBeVisible();
  await expect(own.getByText('Hidden by a moderator')).toBeVisible();

  await page.goto(`/whatiscooking/${note.uuid}`);
  await expect(page.getByText(lesson)).toBeHidden();
  expect(
    (await request.get(`/api/whatiscooking/cooking/${note.uuid}/`, { headers: authed(witness) })).status(),
  ).toBe(404);
});

test("an artist blocks another from their portfolio: the other's notes leave the feed until unblocked", async ({
  page,
  request,
}) => {
  const me = await makeArtist(request, 'calm');
  const pest = await makeArtist(request, 'pest');
  const friend = await makeArtist(request, 'friend');
  const lesson = `Look at me again ${Date.now().toString(36)}`;
  const kind = `Thanks for the cypher ${Date.now().toString(36)}`;
  await postNote(request, friend, kind);
  await postNote(request, pest, lesson);
  const name = `Artist ${pest.username}`;

  await signIn(page, me);
  await expect(page.getByText(lesson)).toBeVisible();
  await page.goto(`/${pest.username}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: `Block ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Block ${name}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect
    .poll(async () => (await request.get('/api/blocks/', { headers: authed(me) })).json())
    .toMatchObject({ count: 1, results: [{ username: pest.username }] });

  await page.goto('/');
  await expect(page.getByText(kind)).toBeVisible();
  await expect(page.getByText(lesson)).toBeHidden();

  await page.goto('/settings');
  await page.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect
    .poll(async () => (await request.get('/api/blocks/', { headers: authed(me) })).json())
    .toMatchObject({ count: 0 });
  await page.goto('/');
  await expect(page.getByText(lesson)).toBeVisible();
});
