/**
 * Nothing hidden, in real Chromium: every page keeps the same side margins on a phone, and every
 * portfolio tab can be reached, with a visible sign where the tab bar scrolls, at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { type Artist, makeArtist, signIn } from '../helpers/browser/artists';

/** Where the page's content begins and ends across the window (the last child of <main>, inside its padding). */
const contentEdges = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('main')?.lastElementChild as HTMLElement;
    const box = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    return {
      left: Math.round(box.left + Number.parseFloat(style.paddingLeft)),
      right: Math.round(box.right - Number.parseFloat(style.paddingRight)),
    };
  });

let artist: Artist;
test.beforeAll(async ({ request }) => {
  artist = await makeArtist(request, 'frame');
});

test('every page has the same 16 px side margins at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, artist);
  const paths = [
    '/',
    '/settings',
    `/${artist.username}`,
    '/payments',
    '/upload/website',
    '/upload/uploadvideo',
    '/artists',
    '/publishedlabs',
    '/mypurchasedlabs',
    '/help',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect({ path, ...(await contentEdges(page)) }).toEqual({ path, left: 16, right: 374 });
  }
});

for (const width of [390, 1280]) {
  test(`every portfolio tab can be reached at ${width} px, and the bar shows that it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, artist);
    await page.goto(`/${artist.username}`);
    const bar = page.getByRole('tablist', { name: 'Portfolio sections' });
    await expect(bar.getByRole('tab')).toHaveCount(12);
    const last = bar.getByRole('tab', { name: 'My hood' });
    const inView = async () => {
      const [tab, list] = [await last.boundingBox(), await bar.boundingBox()];
      return !!tab && !!list && tab.x >= list.x && tab.x + tab.width <= list.x + list.width + 1;
    };
    expect(await inView()).toBe(false);
    await expect(page.getByRole('button', { name: 'Earlier tabs' })).toBeHidden();

    const more = page.getByRole('button', { name: 'More tabs' });
    while (await more.isVisible()) {
      const settled = bar.evaluate(
        (list) => new Promise((done) => list.addEventListener('scrollend', done, { once: true })),
      );
      await more.click();
      await settled;
    }
    await expect.poll(inView).toBe(true);
    await expect(page.getByRole('button', { name: 'Earlier tabs' })).toBeVisible();

    await page.getByRole('button', { name: 'Earlier tabs' }).click();
    await expect(page.getByRole('button', { name: 'More tabs' })).toBeVisible();
    await bar.getByRole('tab', { name: 'Home' }).focus();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/myhood$/);
  });
}

test('a portfolio opened on a middle tab on a phone shows that tab whole, clear of the fades', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, artist);
  await page.goto(`/${artist.username}/mentions`);
  const bar = page.getByRole('tablist', { name: 'Portfolio sections' });
  const current = bar.getByRole('tab', { name: 'Mentions' });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Earlier tabs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More tabs' })).toBeVisible();
  // The fades are 48 px wide at each cut edge; the current tab sits between them.
  await expect
    .poll(async () => {
      const [tab, list] = [await current.boundingBox(), await bar.boundingBox()];
      return !!tab && !!list && tab.x >= list.x + 47 && tab.x + tab.width <= list.x + list.width - 47;
    })
    .toBe(true);
});
