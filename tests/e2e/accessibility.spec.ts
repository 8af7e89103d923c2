/**
 * axe-core on every route of the route table the app has and every portfolio tab, signed out and
 * signed in, at 390 and 1280 px, in the light and the dark theme, and on the open dialogs and menus:
 * no serious or critical violation. One page per state is loaded once per route and checked in all
 * four looks (resized and re-themed in place). Later routes join ROUTES as they are built.
 */
import { type Browser, expect, request as http, type Locator, type Page, test } from '@playwright/test';
import { msg } from '../../src/shared/messages';
import { findings, seedWorld, settled, type World, withAxe } from '../helpers/browser/accessibility';
import { signIn } from '../helpers/browser/artists';

/** Paths; {username}, {note}, {lab}, {purchased}, {workshop}, {event} and {battle} are the seeded artist's (see accessibility.ts). */
const ROUTES = [
  '/',
  '/artists',
  '/artists/legacy',
  '/whatiscooking/{note}',
  '/create/{note}',
  '/publishedlabs',
  '/publishedlabs/{lab}',
  '/mypurchasedlabs',
  '/mypurchasedlabs/{purchased}',
  '/payments',
  '/mypayments',
  '/stripe/onboarding/success',
  '/stripe/onboarding/refresh',
  '/stripe/payments/cancel?plab={purchased}',
  '/settings',
  '/upload/uploadvideo',
  '/upload/website',
  '/upload/each1teach1',
  '/upload/event',
  '/upload/journey',
  '/upload/workshop',
  '/e1t1',
  '/e1t1/{shoutout}',
  '/events',
  '/events/{event}',
  '/events/{event}/battles/{battle}',
  '/workshops',
  '/workshops/{workshop}',
  '/mylabs',
  '/create',
  '/upload',
  '/onboarding',
  '/subscription',
  '/redirect?to=/artists',
  '/test',
  '/login',
  '/verify',
  '/setpassword',
  '/passwordrenew',
  '/help',
  '/help/admin',
  '/help/our-story',
  '/help/updates',
  '/help/welcome-note',
  '/customercare',
  '/terms',
  '/privacy',
  '/no/such/page',
  '/{username}',
  '/{username}/about',
  '/{username}/videos',
  '/{username}/labspace',
  '/{username}/labspace/?openLab=true',
  '/{username}/publishedlabs',
  '/{username}/publishedlabs/?publish=true',
  '/{username}/purchasedlabs',
  '/{username}/journey',
  '/{username}/each1teach1',
  '/{username}/mentions',
  '/{username}/workshops',
  '/{username}/events',
  '/{username}/myhood',
];

const LOOKS = [
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
  { width: 1280, height: 800, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
] as const;

type Who = 'visitor' | 'artist';

// The test's own lines name every violation; a trace of each page would only slow the run.
test.use({ trace: 'off' });

let world: World;
const pages = new Map<Who, Page>();
/** Addresses already checked per state: a route that redirects to one (e.g. to /login) is not checked twice. */
const checked = new Map<Who, Set<string>>();

const fill = (path: string) =>
  path
    .replace('{username}', world.artist.username)
    .replace('{note}', world.note)
    .replace('{lab}', world.lab)
    .replace('{purchased}', world.purchased)
    .replace('{shoutout}', world.shoutout)
    .replace('{workshop}', world.workshop)
    .replace('{event}', world.event)
    .replace('{battle}', String(world.battle));

/** axe in each of the four looks, with `shown` (an open dialog or menu) still open in each. */
async function check(page: Page, what: string, shown?: Locator) {
  const found: string[] = [];
  for (const { width, height, colorScheme } of LOOKS) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    if (shown) await expect(shown).toBeVisible();
    await settled(page);
    for (const line of await findings(page)) found.push(`${what} at ${width} px, ${colorScheme}: ${line}`);
  }
  expect(found.length, found.join('\n')).toBe(0);
}

async function pageFor(browser: Browser, who: Who): Promise<Page> {
  const known = pages.get(who);
  if (known) return known;
  const context = await browser.newContext();
  await withAxe(context);
  const page = await context.newPage();
  if (who === 'artist') await signIn(page, world.artist);
  pages.set(who, page);
  checked.set(who, new Set());
  return page;
}

/** Opens `path` and checks the page it lands on, unless that page was checked already. */
async function checkRoute(page: Page, who: Who, path: string) {
  await page.goto(fill(path));
  await settled(page);
  const landed = new URL(page.url());
  landed.searchParams.delete('redirect');
  const seen = checked.get(who);
  if (seen?.has(landed.pathname + landed.search)) return;
  seen?.add(landed.pathname + landed.search);
  await check(page, path);
}

/** The dialogs and menus, each opened on a page of its state; `open` answers what must stay open. */
const DIALOGS: { who: Who; name: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    who: 'visitor',
    name: 'the sign-in dialog with its validation messages',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog.getByText(msg.emailRequired)).toBeVisible();
      return dialog;
    },
  },
  {
    who: 'visitor',
    name: 'the sign-up dialog with its validation messages',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign up' });
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog.getByText(msg.usernameRequired)).toBeVisible();
      return dialog;
    },
  },
  {
    who: 'visitor',
    name: "the visitor's account drawer",
    open: async (page) => {
      await page.getByRole('button', { name: /^Account/ }).click();
      return page.getByRole('dialog', { name: 'Welcome to Cypher' });
    },
  },
  {
    who: 'artist',
    name: 'the plus menu',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create' }).click();
      return page.getByRole('menu');
    },
  },
  {
    who: 'artist',
    name: 'the notification bell',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      return page.getByRole('menu');
    },
  },
  {
    who: 'artist',
    name: "the artist's account drawer",
    open: async (page) => {
      await page.getByRole('button', { name: /^Account/ }).click();
      return page.getByRole('dialog', { name: world.artist.username });
    },
  },
  {
    who: 'artist',
    name: 'the delete-account dialog',
    open: async (page) => {
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      return page.getByRole('dialog', { name: 'Delete your account?' });
    },
  },
  {
    who: 'artist',
    name: 'the video-note form with its validation messages',
    open: async (page) => {
      await page.goto('/upload/uploadvideo');
      const form = page.locator('form');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText(msg.youtubeRequired)).toBeVisible();
      return form;
    },
  },
];

test.beforeAll(async ({ baseURL }) => {
  const request = await http.newContext({ baseURL });
  world = await seedWorld(request);
  await request.dispose();
});

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  pages.clear();
});

for (const who of ['visitor', 'artist'] as const) {
  test.describe(who === 'visitor' ? 'signed out' : 'signed in', () => {
    for (const path of ROUTES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ browser }) => {
        await checkRoute(await pageFor(browser, who), who, path);
      });
    }

    for (const dialog of DIALOGS.filter((d) => d.who === who)) {
      test(`${dialog.name} has no serious or critical accessibility violation`, async ({ browser }) => {
        const page = await pageFor(browser, who);
        await page.goto('/');
        await settled(page);
        await check(page, dialog.name, await dialog.open(page));
      });
    }
  });
}

test('offline, the banner and the sign-in dialog’s offline line have no serious or critical violation', async ({
  browser,
}) => {
  const page = await pageFor(browser, 'visitor');
  await page.goto('/');
  await settled(page);
  // The dialog's code is in the page before the network goes.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByText(msg.offline)).toBeVisible();
  await expect(dialog.getByText(msg.signInOffline)).toBeVisible();
  await check(page, 'the sign-in dialog offline', dialog);
  await page.context().setOffline(false);
});
