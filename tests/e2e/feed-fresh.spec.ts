/**
 * Nothing stale, in real Chromium against the real server: the signed-in home shows another dancer's
 * new note on its next opening and when the reader comes back to the tab, without Refresh, and the
 * new note lands on top, and cards above change height, without moving the card the reader is looking at.
 */
import { expect, type Page, test } from '@playwright/test';
import { makeArtist, postNote, signIn } from '../helpers/browser/artists';

const tag = () => Date.now().toString(36);
const comeBackToTheTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('the signed-in home shows new notes on its next opening and on coming back to the tab', async ({
  page,
  request,
}) => {
  const reader = await makeArtist(request, 'reader');
  const other = await makeArtist(request, 'other');
  const first = `Seen at sign-in ${tag()}`;
  await postNote(request, other, first);
  await signIn(page, reader);
  await expect(page.getByText(first)).toBeVisible();

  const second = `Posted while away ${tag()}`;
  await postNote(request, other, second);
  await page.getByRole('link', { name: 'Artists' }).first().click();
  await expect(page).toHaveURL(/\/artists$/);
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByText(second)).toBeVisible();

  const third = `Posted in another tab ${tag()}`;
  await postNote(request, other, third);
  await comeBackToTheTab(page);
  await expect(page.getByText(third)).toBeVisible();
});

test('a new note on top or a card above changing height does not move the card being read, even without browser scroll anchoring', async ({
  page,
  request,
}) => {
  const reader = await makeArtist(request, 'scroller');
  const other = await makeArtist(request, 'poster');
  const lessons = Array.from({ length: 6 }, (_, i) => `Round ${i} ${tag()}`);
  for (const lesson of lessons) await postNote(request, other, lesson);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, reader);
  // As in a browser without CSS scroll anchoring: only the app keeps the reader's place.
  await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });

  const reading = page.getByRole('article').filter({ hasText: lessons[2] });
  await reading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -40));
  const before = await reading.boundingBox();
  // How far the card being read is from where it was: less than the pixel the window scrolls by.
  const moved = async () => Math.abs(((await reading.boundingBox())?.y ?? 0) - (before?.y ?? -1000));

  const fresh = `Fresh on top ${tag()}`;
  await postNote(request, other, fresh);
  await comeBackToTheTab(page);
  await expect(page.getByRole('article').first()).toContainText(fresh);
  await expect.poll(moved).toBeLessThan(1);

  // A card above changing height after it was drawn (its reactions, comments or menu arriving).
  await page.evaluate(() => {
    const above = document.querySelector('article');
    if (above) above.style.paddingTop = '123px';
  });
  await expect.poll(moved).toBeLessThan(1);
});
