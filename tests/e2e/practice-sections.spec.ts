/**
 * Issue 28's practice tools in Chromium against the real server, with the stand-in player
 * (PLAYER_ORIGIN), on a phone and a laptop: a note's author saves its sections (offline on the phone,
 * shown at once and sent once) and a fan's tap on a section's chip loops it; the author asks a tagged
 * teacher about a moment, and the teacher, led there by the bell, loops around it; a lab's owner marks
 * a video Got it (offline on the phone) and the lab says how many they got.
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Frame,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { type Artist, authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';
import { E2E_PLAYER_PORT } from '../helpers/browser/env';
import { standInPlayer } from '../helpers/browser/stand-in-player';

type Command = { func: string; args: unknown[] };

let close: () => Promise<void>;
test.beforeAll(async () => {
  close = await standInPlayer();
});
test.afterAll(() => close());

/**
 * The stand-in as long as the notes' video (3:33): its own 30 s would end before the moments these
 * tests loop, and a loop that starts past a video's end is dropped.
 */
async function fullLengthVideos(context: BrowserContext) {
  await context.route(`http://127.0.0.1:${E2E_PLAYER_PORT}/embed/**`, async (route) => {
    const answer = await route.fetch();
    const page = await answer.text();
    const long = page.replace("params.get('duration') || 30", "params.get('duration') || 213");
    if (long === page) throw new Error('the stand-in player no longer reads its duration this way');
    await route.fulfill({ response: answer, body: long });
  });
}

/** Another user's own browser at the test's size, signed in, its stand-in as long as the video. */
async function otherDevice(
  browser: Browser,
  baseURL: string | undefined,
  artist: Artist,
  width: number,
  height: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  await fullLengthVideos(context);
  const page = await context.newPage();
  await signIn(page, artist, { controlled: false });
  return { context, page };
}

/** The stand-in's frame, once it runs. */
async function standIn(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/embed/'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/embed/')) as Frame;
}
const shown = async (frame: Frame, what: 'time' | 'state') =>
  Number(await frame.locator(`#${what}`).textContent());
/** Where the player was told to seek, in order. */
const seeks = async (frame: Frame) =>
  (await frame.evaluate(() => (window as unknown as { commands: Command[] }).commands))
    .filter((command) => command.func === 'seekTo')
    .map((command) => Number(command.args[0]));

/**
 * Plays the note's video, taps `chip` and expects the player sent to `a`, the loop `a`-`b` on, and the
 * loop wrapping back to `a` once the time passes `b` (a wrap may be sent twice: the player's next
 * report can leave before it took the first).
 */
async function loopsThere(page: Page, chip: Locator, a: string, b: string, from: number) {
  await page.getByRole('button', { name: 'Play video' }).click();
  const player = await standIn(page);
  await expect.poll(() => shown(player, 'state')).toBe(1);
  const before = (await seeks(player)).length;
  await chip.click();
  await expect.poll(async () => (await seeks(player)).slice(before)).toEqual([from]);
  await expect(page.getByRole('button', { name: `Loop ${a}-${b}` })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await seeks(player)).slice(before).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  expect(new Set((await seeks(player)).slice(before))).toEqual(new Set([from]));
  expect(await shown(player, 'time')).toBeLessThan(from + 15);
}

/** The answers of the server to the browser's `method` requests on paths ending `path`, as they come. */
function answersTo(page: Page, method: string, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path))
      statuses.push(response.status());
  });
  return statuses;
}

const SIZES = [
  { device: 'phone', width: 390, height: 844, offline: true },
  { device: 'laptop', width: 1280, height: 800, offline: false },
];
const PHONE = 768;

const SECTIONS = [
  { title: 'Intro groove', start: 0, end: 15 },
  { title: 'Six-step', start: 32, end: 45 },
];

/** Fills the editor's row `n` (from 1) with a section. */
async function fillSection(editor: Locator, n: number, title: string, start: string, end: string) {
  const row = editor.getByRole('group', { name: `Section ${n}` });
  await row.getByRole('textbox', { name: 'Title' }).fill(title);
  await row.getByRole('textbox', { name: 'Start' }).fill(start);
  await row.getByRole('textbox', { name: 'End' }).fill(end);
}

const sectionsOf = async (request: APIRequestContext, uuid: string, reader: Artist) => {
  const answer = await request.get(`/api/whatiscooking/cooking/${uuid}/sections/`, {
    headers: authed(reader),
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { sections: typeof SECTIONS; updated: string | null };
};

for (const { device, width, height, offline } of SIZES)
  test(`on a ${device}${offline ? ', offline' : ''}: the author saves two sections, whose chips show and loop for a fan`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const author = await makeArtist(request, 'sections');
    const fan = await makeArtist(request, 'looper');
    const note = await postNote(request, author, 'Six-step, slow');
    const puts = answersTo(page, 'PUT', `/cooking/${note.uuid}/sections/`);
    await signIn(page, author);
    await page.goto(`/whatiscooking/${note.uuid}`);
    const edit = page.getByRole('button', { name: 'Edit sections' });
    // Enabled once the server's (empty) list is in.
    await expect(edit).toBeEnabled();

    if (offline) await context.setOffline(true);
    await edit.click();
    const editor = page.getByRole('dialog', { name: 'Edit sections' });
    await fillSection(editor, 1, 'Intro groove', '0:00', '0:15');
    await editor.getByRole('button', { name: 'Add section' }).click();
    await fillSection(editor, 2, 'Six-step', '0:32', '0:45');
    await editor.getByRole('button', { name: 'Save' }).click();
    if (offline) {
      await expect(editor.getByText('Saved on this device', { exact: true })).toBeVisible();
      await editor.getByRole('button', { name: 'Close' }).click();
    }
    await expect(editor).toBeHidden();
    const chips = page.getByRole('group', { name: 'Sections' }).getByRole('button');
    await expect(chips).toHaveText(['Intro groove 0:00–0:15', 'Six-step 0:32–0:45']);
    await expect(page.getByRole('button', { name: 'Loop Intro groove, 0:00 to 0:15' })).toBeVisible();
    if (offline) {
      await expect(page.getByText('Waiting to sync')).toBeVisible();
      expect((await sectionsOf(request, note.uuid, author)).sections).toEqual([]);
      await context.setOffline(false);
      await expect(page.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
    }
    await expect.poll(async () => (await sectionsOf(request, note.uuid, author)).sections).toEqual(SECTIONS);
    await expect.poll(() => [...puts]).toEqual([200]);
    const { updated } = await sectionsOf(request, note.uuid, author);
    expect(updated).not.toBeNull();
    if (width < PHONE)
      for (const chip of await chips.all())
        expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // A fan, on their own device: the chips and no editor; a tap loops the section.
    const theirs = await otherDevice(browser, baseURL, fan, width, height);
    await theirs.page.goto(`/whatiscooking/${note.uuid}`);
    const sixStep = theirs.page.getByRole('button', { name: 'Loop Six-step, 0:32 to 0:45' });
    await expect(sixStep).toHaveText('Six-step 0:32–0:45');
    await expect(theirs.page.getByRole('button', { name: 'Edit sections' })).toHaveCount(0);
    await loopsThere(theirs.page, sixStep, '0:32', '0:45', 32);
    await theirs.context.close();

    // Sent once: the save reached the server by one request, and nothing wrote it again since.
    expect(puts).toEqual([200]);
    expect((await sectionsOf(request, note.uuid, author)).updated).toBe(updated);
  });

for (const { device, width, height } of SIZES)
  test(`on a ${device}: the author asks a tagged teacher about 0:42, and the bell leads the teacher to loop around it`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const author = await makeArtist(request, 'asker');
    const teacher = await makeArtist(request, 'teacher');
    const note = await postNote(request, author, 'Windmill entry');
    const portfolio = (await (await request.get(`/api/artist/portfolios/${teacher.username}/`)).json()) as {
      id: number;
      artist_name: string;
    };
    const name = portfolio.artist_name;
    const tagged = await request.post('/api/whatiscooking/taggedteachers/', {
      data: { cookingidobj: note.id, shareidobj: portfolio.id },
      headers: authed(author),
    });
    expect(tagged.status()).toBe(201);

    await signIn(page, author, { controlled: false });
    await page.goto(`/whatiscooking/${note.uuid}`);
    await page.getByRole('button', { name: `Ask ${name} about a moment` }).click();
    const question = 'Where does my weight go here?';
    await page.getByRole('textbox', { name: `Your question for ${name}` }).fill(question);
    await page.getByRole('textbox', { name: 'Moment' }).fill('0:42');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const moment = page.getByRole('button', { name: 'Play from 0:42' });
    await expect(moment).toHaveText('0:42');
    await expect(page.getByText(`Question for ${name}: ${question}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Change the question for ${name}` })).toBeVisible();
    const onServer = async () => {
      const answer = await request.get(`/api/whatiscooking/cooking/${note.uuid}/`, {
        headers: authed(author),
      });
      return (
        (await answer.json()) as { taggedteachers: { idea: string; at: number | null }[] }
      ).taggedteachers.map((tag) => [tag.idea, tag.at]);
    };
    await expect.poll(onServer).toEqual([[question, 42]]);

    // The teacher, on their own device: the bell tells them, and leads to the note.
    const theirs = await otherDevice(browser, baseURL, teacher, width, height);
    const bell = theirs.page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await theirs.page
      .getByRole('menu')
      .getByRole('menuitem', {
        name: `${author.username} asks you about 0:42 in their video note: ${question}`,
      })
      .click();
    await expect(theirs.page).toHaveURL(new RegExp(`/whatiscooking/${note.uuid}$`));
    // The home's feed (which shows the same card) stays until the note's page has its chunk.
    await expect(theirs.page.getByRole('button', { name: 'Play video' })).toHaveCount(1);
    await expect(theirs.page.getByText(`Question for ${name}: ${question}`)).toBeVisible();
    await expect(theirs.page.getByRole('button', { name: /^Change the question/ })).toHaveCount(0);
    const chip = theirs.page.getByRole('button', { name: 'Play from 0:42' });
    await loopsThere(theirs.page, chip, '0:40', '0:48', 40);
    await theirs.context.close();
  });

for (const { device, width, height, offline } of SIZES)
  test(`on a ${device}${offline ? ', offline' : ''}: the owner practises a lab of two videos and marks one Got it`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const owner = await makeArtist(request, 'practiser');
    const headers = authed(owner);
    const labName = 'Footwork drills';
    const made = await request.post('/api/whatiscooking/techniques/create/', {
      data: { name: labName, about: 'Every morning' },
      headers,
    });
    expect(made.status()).toBe(201);
    const lab = (await made.json()) as { id: number; uuid: string };
    const lessons = ['Six-step', 'CC'];
    const notes: { uuid: string }[] = [];
    for (const lesson of lessons) {
      const note = await postNote(request, owner, lesson, 1);
      const related = await request.post('/api/whatiscooking/ct-relations/create/', {
        data: { cooking: note.id, technique: lab.id },
        headers,
      });
      expect(related.status()).toBe(201);
      notes.push(note);
    }
    const [sixStep, cc] = notes as [{ uuid: string }, { uuid: string }];
    const marks = async () => {
      const answer = await request.get(`/api/whatiscooking/progress/?lab=${lab.id}`, { headers });
      expect(answer.ok()).toBe(true);
      const { results } = (await answer.json()) as { results: { cooking: string; state: string }[] };
      return Object.fromEntries(results.map((mark) => [mark.cooking, mark.state]));
    };
    const puts = answersTo(page, 'PUT', '/whatiscooking/progress/');

    await signIn(page, owner);
    await page.goto(`/${owner.username}/labspace/`);
    await page.getByRole('button', { name: `Practise ${labName}` }).click();
    await expect(page).toHaveURL(new RegExp(`practiseLab=${lab.uuid}$`));
    await expect(page.getByRole('heading', { name: labName })).toBeVisible();
    await expect(page.getByText('0 of 2 got')).toBeVisible();
    const progress = page.getByRole('group', { name: 'Your progress on Six-step' });
    const gotIt = progress.getByRole('button', { name: 'Got it' });
    await expect(gotIt).toBeEnabled();
    await expect(gotIt).toHaveAttribute('aria-pressed', 'false');

    if (offline) await context.setOffline(true);
    await gotIt.click();
    await expect(gotIt).toHaveAttribute('aria-pressed', 'true');
    await expect(progress.getByRole('button', { name: 'Learning' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('1 of 2 got')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Videos you got' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    if (offline) {
      await expect(page.getByText('Waiting to sync')).toBeVisible();
      expect(await marks()).toEqual({ [sixStep.uuid]: 'none', [cc.uuid]: 'none' });
      await context.setOffline(false);
      await expect(page.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
    }
    await expect.poll(marks).toEqual({ [sixStep.uuid]: 'got_it', [cc.uuid]: 'none' });
    await expect.poll(() => [...puts]).toEqual([200]);
    if (width < PHONE) expect((await gotIt.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // Opened again, the lab says the same.
    await page.reload();
    await expect(page.getByText('1 of 2 got')).toBeVisible();
    await expect(gotIt).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Your progress on CC' }).getByRole('button', { name: 'Got it' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(puts).toEqual([200]);
  });
