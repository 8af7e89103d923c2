/**
 * The app in its languages, in real Chromium against the real server: the main screens at 390 px in
 * Spanish, French, Japanese, Korean and a pseudo-language (the English catalog with every text 40%
 * longer and bracketed, so a text the layout cannot hold shows) keep every text whole and on the
 * screen and no two controls on top of each other, and pass axe; the chosen language stays after a
 * reload, and offline.
 */
import { type Browser, expect, request as http, type Page, type Route, test } from '@playwright/test';
import { findings, seedWorld, settled, type World, withAxe } from '../helpers/browser/accessibility';
import { signIn } from '../helpers/browser/artists';

/** Paths; {username}, {note}, {lab}, {purchased}, {workshop} and {event} are the seeded artist's (see accessibility.ts). */
const SCREENS: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/artists' },
  { path: '/{username}' },
  { path: '/whatiscooking/{note}' },
  { path: '/publishedlabs' },
  { path: '/publishedlabs/{lab}' },
  { path: '/help' },
  { path: '/workshops' },
  { path: '/workshops/{workshop}' },
  { path: '/events' },
  { path: '/events/{event}' },
  { path: '/', signedIn: true },
  { path: '/settings', signedIn: true },
  { path: '/upload/uploadvideo', signedIn: true },
  { path: '/mylabs', signedIn: true },
  { path: '/{username}/labspace/?openLab=true', signedIn: true },
  { path: '/{username}/publishedlabs/?publish=true', signedIn: true },
  { path: '/mypurchasedlabs', signedIn: true },
  { path: '/mypurchasedlabs/{purchased}', signedIn: true },
  { path: '/subscription', signedIn: true },
  { path: '/payments', signedIn: true },
  { path: '/workshops/{workshop}', signedIn: true },
  { path: '/events/{event}', signedIn: true },
  { path: '/upload/workshop', signedIn: true },
  { path: '/upload/event', signedIn: true },
];

const LANGUAGES = ['es', 'fr', 'ja', 'ko', 'pseudo'] as const;

let world: World;

test.use({ trace: 'off' });

test.beforeAll(async ({ baseURL }) => {
  const request = await http.newContext({ baseURL });
  world = await seedWorld(request);
  await request.dispose();
});

const fill = (path: string) =>
  path
    .replace('{username}', world.artist.username)
    .replace('{note}', world.note)
    .replace('{lab}', world.lab)
    .replace('{purchased}', world.purchased)
    .replace('{workshop}', world.workshop)
    .replace('{event}', world.event);

/** Every text of a compiled catalog chunk (JSON in a template literal) 40% longer, in brackets. */
async function pseudoCatalog(route: Route) {
  const body = await (await route.fetch()).text();
  const longer = (text: string) =>
    text.trim() ? `⟦${text}${'·'.repeat(Math.ceil(text.length * 0.4))}⟧` : text;
  const pseudo = body.replace(/JSON\.parse\(`([\s\S]*?)`\)/, (_, literal: string) => {
    const messages = JSON.parse(new Function(`return \`${literal}\``)()) as Record<string, unknown[]>;
    for (const parts of Object.values(messages))
      parts.forEach((part, i) => {
        if (typeof part === 'string') parts[i] = longer(part);
      });
    return `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`;
  });
  await route.fulfill({ body: pseudo, contentType: 'text/javascript' });
}

async function pageIn(browser: Browser, language: (typeof LANGUAGES)[number], signedIn: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await withAxe(context);
  const page = await context.newPage();
  if (language === 'pseudo') await page.route('**/assets/messages-en-*.js', pseudoCatalog);
  else await page.addInitScript((l) => localStorage.setItem('language', l), language);
  if (signedIn) await signIn(page, world.artist);
  return page;
}

/** Texts cut off or off the screen, and controls on top of each other, one line each. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (scrolls(p)) return true;
      return false;
    };
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 50)}"`;
    const shown = [...document.querySelectorAll('body *')].filter(
      (el) => el.checkVisibility() && (el.textContent ?? '').trim() && !el.closest('iframe, svg'),
    );
    for (const el of shown) {
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      // A visually hidden text (1 px, for screen readers) is cut off on purpose.
      const clips = /hidden|clip/.test(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${named(el)} is cut off (${el.scrollWidth} px in ${el.clientWidth})`);
      // Partly on the screen: a closed drawer waits wholly beside it.
      const box = el.getBoundingClientRect();
      const partly = (box.left < -1 && box.right > 0) || (box.left < width && box.right > width + 1);
      if (ownText && !inScroller(el) && partly) problems.push(`${named(el)} runs off the screen`);
    }
    // An overlay fixed to the screen (the offer of pushes) floats over the page on purpose: its controls
    // are checked against each other, not against the page's under it.
    const overlay = (el: Element) => {
      for (let p: Element | null = el; p; p = p.parentElement)
        if (getComputedStyle(p).position === 'fixed') return p;
      return null;
    };
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [role="tab"]')]
      .filter((el) => el.checkVisibility() && !inScroller(el))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        // A control inside another's box (an input's own button, e.g. show password) is part of it.
        const inside = (o: DOMRect, i: DOMRect) =>
          i.left >= o.left - 1 && i.right <= o.right + 1 && i.top >= o.top - 1 && i.bottom <= o.bottom + 1;
        if (a.el.contains(b.el) || b.el.contains(a.el) || inside(a.box, b.box) || inside(b.box, a.box))
          continue;
        if (overlay(a.el) !== overlay(b.el)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2) problems.push(`${named(a.el)} and ${named(b.el)} overlap`);
      }
    });
    return problems;
  });

for (const language of LANGUAGES) {
  test(`the main screens in ${language} keep every text whole, on the screen and apart at 390 px, and pass axe`, async ({
    browser,
  }) => {
    const found: string[] = [];
    for (const signedIn of [false, true]) {
      const page = await pageIn(browser, language, signedIn);
      for (const screen of SCREENS.filter((s) => !!s.signedIn === signedIn)) {
        await page.goto(fill(screen.path));
        await settled(page);
        if (language !== 'pseudo') await expect(page.locator('html')).toHaveAttribute('lang', language);
        const where = `${screen.path}${signedIn ? ' (signed in)' : ''}`;
        for (const line of await layoutProblems(page)) found.push(`${where}: ${line}`);
        // The accessibility run (accessibility.spec.ts) covers every route in English; here the main
        // screens in each language: names, roles and contrast must hold in every translation too.
        for (const line of await findings(page)) found.push(`${where}, axe: ${line}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
}

test('a language chosen in the account drawer shows at once, stays after a reload and offline', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await withAxe(context);
  const page = await context.newPage();
  await page.goto('/artists');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('한국어');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('combobox', { name: '언어' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // Installed: the service worker holds the app and every language's catalogs.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The account button, last in the top bar, is named in Korean now.
  await page.getByRole('banner').getByRole('button').last().click();
  await expect(page.getByRole('combobox', { name: '언어' })).toBeVisible();
  await context.close();
});
