/**
 * Showing the wait between pages (issue 30), in real Chromium against the built app and the real
 * server: the progress bar shows while a page's first read takes more than 200 ms and goes when it
 * paints, never for a page the mirror paints at once; a page fades out, then the next fades in, and not
 * at all for a reader who asks for less motion.
 */
import { expect, type Page, test } from '@playwright/test';

const BAR = '[role="progressbar"][aria-label="Loading the page"]';
const ARTISTS_READ = '**/api/artist/portfolios/list/**';

/** Counts the bar's showings and the view transitions, with the animations each ran. */
async function watch(page: Page) {
  await page.addInitScript((bar) => {
    const w = window as unknown as { bars: number; transitions: string[][] };
    w.bars = 0;
    w.transitions = [];
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector(bar) !== null;
      if (now && !shown) w.bars += 1;
      shown = now;
    }).observe(document, { subtree: true, childList: true });
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((update: () => void) => {
      const transition = start(update);
      void transition.ready.then(() => {
        w.transitions.push(
          document
            .getAnimations()
            .map((a) => {
              const effect = a.effect as KeyframeEffect;
              const timing = effect.getTiming();
              return `${effect.pseudoElement} ${(a as CSSAnimation).animationName} ${timing.duration} ${timing.delay}`;
            })
            .filter((line) => line.startsWith('::view-transition')),
        );
      });
      return transition;
    }) as typeof document.startViewTransition;
  }, BAR);
}
const bars = (page: Page) => page.evaluate(() => (window as unknown as { bars: number }).bars);
const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { transitions: string[][] }).transitions);

/**
 * The help page (it reads nothing from the API) for a visitor on a laptop, with the bar's code loaded
 * (it comes after the first paint).
 */
async function start(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/help');
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('navigation-progress')),
      ),
    )
    .toBe(true);
}
const toArtists = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Artists' }).click();
const toHelp = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();

/** The artists' list answers `ms` late. */
const slowArtists = (page: Page, ms: number) =>
  page.route(ARTISTS_READ, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test('the bar shows while a first read is slow and goes once the page paints; never for a page the mirror has', async ({
  page,
}) => {
  await watch(page);
  await start(page);
  await slowArtists(page, 1500);
  await toArtists(page);
  await expect(page.locator(BAR)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expect(page.locator(BAR)).toHaveCount(0);
  expect(await bars(page)).toBe(1);

  // Again, as slow, once the list is stale (the spec's 15 minutes): the mirror paints it at once, and
  // the read behind it, as long as before, shows no bar.
  await toHelp(page);
  await expect(page).toHaveURL(/\/help$/);
  await page.clock.install();
  await page.clock.fastForward('16:00');
  const answered = page.waitForResponse(ARTISTS_READ);
  await toArtists(page);
  await expect(page).toHaveURL(/\/artists$/);
  await answered;
  expect(await bars(page)).toBe(1);
});

test('a page fades out, then the next one fades in; the bar, drawer and footer stay', async ({ page }) => {
  await watch(page);
  await start(page);
  await toArtists(page);
  await expect(page).toHaveURL(/\/artists$/);
  await expect.poll(async () => (await transitions(page)).length).toBe(1);
  const [animations] = await transitions(page);
  expect(animations).toEqual(
    expect.arrayContaining([
      '::view-transition-old(page) cypher-fade-out 150 0',
      '::view-transition-new(page) cypher-fade-in 150 150',
    ]),
  );
  // The rest of the screen (the root's picture) neither fades out nor in.
  expect(animations?.filter((line) => /^::view-transition-(old|new)\(root\)/.test(line))).toEqual([]);
});

test('nothing fades for a reader who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watch(page);
  await start(page);
  await toArtists(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await toHelp(page);
  await expect(page).toHaveURL(/\/help$/);
  expect(await transitions(page)).toEqual([]);
});
