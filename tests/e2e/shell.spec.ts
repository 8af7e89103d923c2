import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { authed, makeArtist, postNote, postShoutout, uploadImage } from '../helpers/browser/artists';
import { battleEvent } from '../helpers/browser/battles';

test('an unknown route shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Cypher');
});

test('an unknown API path is a JSON 404, never the app', async ({ request }) => {
  const res = await request.get('/api/no/such/path/');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: 'Not found.' });
});

test('a forged token is refused with token_not_valid', async ({ request }) => {
  const forged =
    'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwidHlwIjoiYWNjZXNzIiwic3ViIjoiMSIsImV4cCI6NDEwMjQ0NDgwMH0.c2lnbmF0dXJlLWZyb20tYW5vdGhlci1rZXk';
  const res = await request.get('/api/auth/user/', { headers: { authorization: `Bearer ${forged}` } });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'token_not_valid' });
});

/** The app's own scripts never run in this page; the inline head script (part of index.html) does. */
const withoutAppScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Holds the page's requests for `pattern` until the returned release is called. */
async function held(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  return (
    b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
  );
};

test.describe('the prerendered shell', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the top bar, the visitor home with a feed skeleton, and the footer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Cypher home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Learn it. Note it. Pass it on.' }),
      ).toBeVisible();
      await expect(page.getByLabel('Loading video notes').filter({ visible: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terms' })).toBeVisible();
    });
  });

  test('shows a page skeleton, not the home page, at any other address', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/artists');
    await expect(page.getByLabel('Loading the page').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learn it. Note it. Pass it on.' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cypher home' })).toBeVisible();
  });

  test('shows the title of a page whose title it knows, and only that one', async ({ page }) => {
    await withoutAppScripts(page);
    const titles = page.getByRole('heading', { level: 1 }).filter({ visible: true });
    const bar = page.locator('[data-shell-title-bar]').filter({ visible: true });
    for (const [path, title] of [
      ['/artists', 'Artists'],
      ['/publishedlabs/', 'Published Labs'],
    ] as const) {
      await page.goto(path);
      await expect(titles, path).toHaveText([title]);
      await expect(bar, path).toHaveCount(0);
    }
    await page.goto('/workshops');
    await expect(titles).toHaveCount(0);
    await expect(bar).toHaveCount(1);
  });

  test('shows the page skeleton at / to a signed-in user, not the visitor welcome', async ({ page }) => {
    await withoutAppScripts(page);
    await page.addInitScript(() => localStorage.setItem('cypher:signed-in', '1'));
    await page.goto('/');
    await expect(page.getByLabel('Loading the page').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learn it. Note it. Pass it on.' })).toBeHidden();
  });

  test('a tap on a button of the shell before the app has started is not lost', async ({ page }) => {
    const release = await held(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test('a press that begins on the shell and ends once the app has taken over is one tap', async ({
    page,
  }) => {
    const release = await held(page, '**/assets/*.js');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    const at = await box(toggle);
    await page.mouse.move((at?.x ?? 0) + 8, (at?.y ?? 0) + 8);
    await page.mouse.down();
    release();
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await page.mouse.up();
    // The handover decides a frame and a task after the press ends: past that, it has tapped or not.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    // Once, not twice (a second click would switch it back).
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('paints in the colour scheme the user stored, or the system one, before the app runs', async ({
    page,
  }) => {
    await withoutAppScripts(page);
    const scheme = async () => ({
      attribute: await page.locator('html').getAttribute('data-mantine-color-scheme'),
      background: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      sunShown: await page.locator('.tabler-icon-sun').filter({ visible: true }).isVisible(),
    });
    const dark = { attribute: 'dark', background: 'rgb(36, 36, 36)', sunShown: true };
    const light = { attribute: 'light', background: 'rgb(252, 251, 248)', sunShown: false };

    await page.goto('/');
    expect(await scheme()).toEqual(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await scheme()).toEqual(dark);
    await page.evaluate(() => localStorage.setItem('useDarkTheme', 'light'));
    await page.reload();
    expect(await scheme()).toEqual(light);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('useDarkTheme', 'dark'));
    await page.reload();
    expect(await scheme()).toEqual(dark);
  });

  test('on a phone, React takes over with the same layout: nothing on screen moves', async ({ browser }) => {
    const places = async (page: Page) => ({
      header: await box(page.getByRole('banner')),
      logo: await box(page.getByRole('link', { name: 'Cypher home' })),
      signIn: await box(page.getByRole('button', { name: 'Sign in' })),
      heading: await box(page.getByRole('heading', { level: 1 })),
      getStarted: await box(page.getByRole('link', { name: 'Get started' })),
    });
    const shell = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await withoutAppScripts(shell);
    await shell.goto('/');
    const before = await places(shell);

    const app = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await app.goto('/');
    // The prerendered page wrappers are gone once React has rendered.
    await expect(app.locator('[data-shell]')).toHaveCount(0);
    await expect(app.getByRole('heading', { name: 'From the community' })).toBeVisible();
    expect(await places(app)).toEqual(before);
    expect(before.heading?.height).toBeGreaterThan(0);
    await shell.close();
    await app.close();
  });

  test("a visitor's first page asks for its data before the app runs, and the app reads it once", async ({
    browser,
    request,
    baseURL,
  }) => {
    const artist = await makeArtist(request, 'early');
    const note = await postNote(request, artist, 'Footwork drill: six step, three step, CCs.');
    const shoutout = await postShoutout(request, artist, { s_teacher_name: 'Early Teacher' });
    /* What each page shows once its reads have answered (other specs may have published labs). */
    const pages: { path: string; reads: string[]; shows: (page: Page) => Locator }[] = [
      {
        path: '/artists',
        reads: ['/api/artist/portfolios/list/'],
        shows: (page) => page.getByRole('link', { name: new RegExp(`Artist ${artist.username}`) }),
      },
      {
        path: `/${artist.username}`,
        reads: [
          `/api/artist/portfolios/${artist.username}`,
          '/api/whatiscooking/latest_cookings/',
          '/api/whatiscooking/publishedlabs/list/personal/',
        ],
        shows: (page) => page.getByRole('region', { name: 'Latest video notes' }).getByText('CCs'),
      },
      {
        path: `/whatiscooking/${note.uuid}`,
        reads: [`/api/whatiscooking/cooking/${note.uuid}`],
        shows: (page) => page.getByRole('article').getByText('CCs'),
      },
      {
        path: '/publishedlabs',
        reads: ['/api/whatiscooking/publishedlabs/list/'],
        shows: (page) => page.getByText('No published labs yet.').or(page.locator('main article')).first(),
      },
      {
        path: `/e1t1/${shoutout.uuid}`,
        reads: [`/api/e1t1/sharing/${shoutout.uuid}/`],
        shows: (page) => page.getByRole('heading', { level: 1, name: 'Shoutout to Early Teacher' }),
      },
    ];
    for (const { path, reads, shows } of pages) {
      for (const appRuns of [false, true]) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        if (!appRuns) await withoutAppScripts(page);
        const sent: string[] = [];
        page.on('request', (r) => {
          const { pathname } = new URL(r.url());
          if (reads.includes(pathname)) sent.push(pathname);
        });
        await page.goto(path);
        if (appRuns) await expect(shows(page)).toBeVisible();
        else await expect.poll(() => sent.length, path).toBe(reads.length);
        expect(sent.toSorted(), path).toEqual(reads.toSorted());
        await context.close();
      }
    }
  });
});

/** Lets the app's scripts through and opens the page again, until React has taken over from the shell. */
async function reloadWithApp(page: Page) {
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
}

/**
 * A page whose lead is its heading (`slot`, reading `name`): the lead's box before any script runs,
 * where it stands in for the skeleton's title bar, then the app's heading's box.
 */
async function headingBoxes(page: Page, path: string, slot: 'title' | 'heading', name: string) {
  const lead = page.locator(`[data-page-lead="${slot}"] > h1`).filter({ visible: true });
  await withoutAppScripts(page);
  await page.goto(path);
  await expect(lead).toHaveText(name);
  await expect(page.locator('[data-shell-title-bar]').filter({ visible: true })).toHaveCount(0);
  const before = await box(lead);
  await reloadWithApp(page);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  return { before, after: await box(heading) };
}

/** An artist with their portfolio's photo or cover. */
async function artistWith(request: APIRequestContext, name: string, picture: 'photo' | 'cover') {
  const artist = await makeArtist(request, name);
  const res = await request.patch(`/api/artist/portfolios/${artist.username}/`, {
    headers: authed(artist),
    data: { [picture]: await uploadImage(request, artist, 'P') },
  });
  expect(res.status()).toBe(200);
  return artist;
}

test.describe("a public page's lead", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('paints with the shell before any script runs, where the app then shows the same picture', async ({
    page,
    request,
  }) => {
    const artist = await makeArtist(request, 'lead');
    const shoutout = await postShoutout(request, artist, { s_teacher_name: 'Lead Teacher' });
    const lead = page.locator('[data-page-lead="top"] > img').filter({ visible: true });
    await withoutAppScripts(page);
    await page.goto(`/e1t1/${shoutout.uuid}`);
    await expect(lead).toHaveJSProperty('complete', true);
    expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await box(lead);
    const src = await lead.getAttribute('src');

    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Shoutout to Lead Teacher' })).toBeVisible();
    const cover = page.getByRole('img', { name: 'Cover photo of the shoutout to Lead Teacher' });
    expect(await cover.getAttribute('src')).toBe(src);
    expect(await box(cover)).toEqual(before);
  });

  test("a workshop's poster paints in the poster's box before any script runs, and the app's is the same", async ({
    browser,
    request,
    baseURL,
  }) => {
    const artist = await makeArtist(request, 'leadworkshop');
    const created = await request.post('/api/workshops/create/', {
      headers: authed(artist),
      data: {
        poster: await uploadImage(request, artist, 'W'),
        title: 'Lead Workshop',
        start_date: `${new Date().getUTCFullYear() + 1}-05-10`,
        timezone: 'Europe/Berlin',
        country: 'DE',
      },
    });
    expect(created.status()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    for (const width of [390, 1280]) {
      // A first visit at each width: once the app has run, its service worker answers the next
      // navigation with the plain shell from its cache (a returning visitor's start needs no lead).
      const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
      const page = await context.newPage();
      const lead = page.locator('[data-page-lead="poster"] > img').filter({ visible: true });
      const poster = page.getByRole('img', { name: 'Poster of Lead Workshop' });
      await withoutAppScripts(page);
      await page.goto(`/workshops/${uuid}`);
      await expect(lead).toHaveJSProperty('complete', true);
      expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const before = await box(lead);
      const src = await lead.getAttribute('src');
      // The poster's 4:5 box, whole on a phone, beside the details on a wide screen.
      expect(Math.abs((before?.height ?? 0) - ((before?.width ?? 0) * 5) / 4)).toBeLessThanOrEqual(1);
      expect(before?.width).toBe(width < 768 ? width - 32 : 248);

      await reloadWithApp(page);
      await expect(poster).toBeVisible();
      expect(await poster.getAttribute('src')).toBe(src);
      expect(await box(poster), `${width} px`).toEqual(before);
      await context.close();
    }
  });

  test("an artist's name paints with the shell, as large as the app's heading then draws it", async ({
    page,
    request,
  }) => {
    const artist = await makeArtist(request, 'leadname');
    const { before, after } = await headingBoxes(
      page,
      `/${artist.username}`,
      'title',
      `Artist ${artist.username}`,
    );
    // Same font, same measure: the app's heading is no larger a paint than the one already on screen.
    expect(after?.width).toBe(before?.width);
    expect(after?.height).toBe(before?.height);
  });

  test("a battle's name paints with the shell under the room of its back link, where the app then draws it", async ({
    page,
    request,
  }) => {
    const organiser = await makeArtist(request, 'leadbattle');
    const { path } = await battleEvent(request, organiser, [], { category: 'Lead Bgirl 1v1' });
    const { before, after } = await headingBoxes(page, path, 'heading', 'Lead Bgirl 1v1 · breaking');
    // Where the lead was, and no larger a paint: the back link took the room the lead kept for it.
    expect(after).toEqual(before);
  });

  test("an artist's cover paints in its band above their name, no smaller than the app's band", async ({
    page,
    request,
  }) => {
    const artist = await artistWith(request, 'leadcover', 'cover');
    const lead = page.locator('[data-page-lead="title"] > img').filter({ visible: true });
    await withoutAppScripts(page);
    await page.goto(`/${artist.username}`);
    await expect(lead).toHaveJSProperty('complete', true);
    expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('[data-page-lead="title"] > h1').filter({ visible: true })).toHaveText(
      `Artist ${artist.username}`,
    );
    const before = await box(lead);
    const src = await lead.getAttribute('src');

    await reloadWithApp(page);
    await expect(page.getByRole('heading', { level: 1, name: `Artist ${artist.username}` })).toBeVisible();
    const band = page.locator(`[style*="${src}"]`);
    const after = await box(band);
    expect(after?.height).toBe(before?.height);
    expect(after?.width).toBeLessThanOrEqual(before?.width ?? 0);
  });

  test("the newest artist's card paints where /artists shows its first, then the app starts and its name is no larger", async ({
    page,
    request,
  }) => {
    const artist = await artistWith(request, 'leadcard', 'photo');
    const name = page.locator('[data-page-lead="artist"] p').first().filter({ visible: true });
    await withoutAppScripts(page);
    await page.goto('/artists');
    await expect(name).toHaveText(`Artist ${artist.username}`);
    await expect(page.locator('[data-page-lead="artist"] img').filter({ visible: true })).toHaveJSProperty(
      'complete',
      true,
    );
    await expect(page.locator('[data-shell-list-block]').filter({ visible: true })).toHaveCount(0);
    const before = await box(name);

    await reloadWithApp(page);
    const card = page.getByRole('link', { name: new RegExp(`Artist ${artist.username}`) });
    await expect(card).toBeVisible();
    const after = await box(card.getByText(`Artist ${artist.username}`));
    expect(after?.width).toBe(before?.width);
    expect(after?.height).toBe(before?.height);
  });

  test("a video note's card paints with the shell, where the app then draws its lesson and video", async ({
    page,
    request,
  }) => {
    const artist = await makeArtist(request, 'leadnote');
    const lesson = 'Lead lesson: six step, then a freeze on the beat.';
    const note = await postNote(request, artist, lesson);
    const lead = page.locator('[data-page-lead="note"] > div').filter({ visible: true });
    await withoutAppScripts(page);
    await page.goto(`/whatiscooking/${note.uuid}`);
    await expect(lead.locator('> p')).toHaveText(lesson);
    await expect(lead.getByText(`@${artist.username}`)).toBeVisible();
    await expect(page.locator('[data-shell-title-bar]').filter({ visible: true })).toHaveCount(0);
    const before = { lesson: await box(lead.locator('> p')), video: await box(lead.locator('> div').last()) };

    await reloadWithApp(page);
    const card = page.getByRole('article', { name: `Video note by ${artist.username}` });
    await expect(card).toBeVisible();
    // The play button fills the video's 16:9 box.
    const after = {
      lesson: await box(card.getByText(lesson)),
      video: await box(card.getByRole('button', { name: 'Play video' })),
    };
    expect(after).toEqual(before);
  });

  test('is never what a guest may not see: a pending shoutout opens on the plain skeleton', async ({
    page,
    request,
  }) => {
    const student = await makeArtist(request, 'leadstudent');
    const teacher = await makeArtist(request, 'leadteacher');
    const pending = await postShoutout(request, student, {
      s_teacher_name: 'Pending',
      teacher: teacher.username,
    });
    const html = await (await request.get(`/e1t1/${pending.uuid}`)).text();
    expect(html).not.toContain('<img');
    await withoutAppScripts(page);
    await page.goto(`/e1t1/${pending.uuid}`);
    await expect(page.getByLabel('Loading the page').filter({ visible: true })).toBeVisible();
    await expect(page.locator('[data-page-lead] > img')).toHaveCount(0);
  });
});

test.describe('the prerendered shell for a Japanese visitor', () => {
  test.use({ locale: 'ja-JP' });

  test('paints in Japanese before the app runs, and the app goes on in Japanese', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/artists');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('[data-shell-lang="ja"]').getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'アカウント' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText([
      'アーティスト',
    ]);

    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await page.getByRole('button', { name: 'アカウント' }).click();
    await expect(page.getByRole('link', { name: 'アーティスト' }).first()).toBeVisible();
  });

  test('the first start after an update that takes over a second says what it is doing, until the app shows', async ({
    page,
  }) => {
    await page.goto('/artists');
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    const version = await page.evaluate(() => localStorage.getItem('startedVersion'));
    expect(version).toBeTruthy();
    // As if the version that started last on this device were another one; its local database
    // (the code that opens and upgrades it) is held.
    await page.evaluate(() => localStorage.setItem('startedVersion', 'an older version'));
    const release = await held(page, '**/assets/data-*.js');
    await page.reload();
    // One step shows: the page's code (which here includes the database's) or the database's upgrade.
    const line = page.getByRole('status').filter({ has: page.locator('[data-shell-update-step]') });
    await expect(line).toBeVisible();
    const step = line.locator('[data-shell-update-step]').filter({ visible: true });
    await expect(step).toHaveText([
      /^(Cypherの新しいバージョンを起動中…|この端末のオフライン用データを更新中…)$/,
    ]);
    release();
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await expect(line).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'アーティスト', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('startedVersion'))).toBe(version);
  });

  test('a language chosen on the device wins over the browser, before and after the app runs', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ko'));
    await page.goto('/artists');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await page.getByRole('button', { name: '계정' }).click();
    await expect(page.getByRole('link', { name: '아티스트' }).first()).toBeVisible();
  });
});
