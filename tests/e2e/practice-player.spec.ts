/**
 * The practice player in Chromium against the real server, with the stand-in player (PLAYER_ORIGIN)
 * that speaks YouTube's iframe protocol: speed, mirror, steps, A-B loop, keys and the shared loop link,
 * on a phone and a laptop.
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { makeArtist, postNote } from '../helpers/browser/artists';
import { standInPlayer } from '../helpers/browser/stand-in-player';

type Command = { func: string; args: unknown[] };

let close: () => Promise<void>;
test.beforeAll(async () => {
  close = await standInPlayer();
});
test.afterAll(() => close());

/** The stand-in's frame, once it runs. */
async function standIn(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/embed/'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/embed/')) as Frame;
}
const shown = async (frame: Frame, what: 'time' | 'rate' | 'state') =>
  Number(await frame.locator(`#${what}`).textContent());
const commands = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { commands: Command[] }).commands);

const SIZES = [
  { device: 'phone', width: 390, height: 844, rows: 2 },
  { device: 'laptop', width: 1280, height: 800, rows: 1 },
];

for (const { device, width, height, rows } of SIZES)
  test(`on a ${device}: speed, mirror, steps, an A-B loop and the keys, and the loop's link`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const artist = await makeArtist(request, 'practice');
    const note = await postNote(request, artist, 'Windmill drill, slow');
    await page.goto(`/whatiscooking/${note.uuid}`);
    await page.getByRole('button', { name: 'Play video' }).click();
    const player = await standIn(page);
    await expect.poll(() => shown(player, 'state')).toBe(1);
    const video = page.getByTitle('YouTube video player');

    // The controls: one row under the picture (two on a phone), never over it, each for a thumb.
    const frameBox = await video.boundingBox();
    const buttons = page.getByRole('group', { name: 'Practice player' }).getByRole('button');
    const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
    expect(boxes.length).toBe(10);
    for (const box of boxes) {
      expect(box?.y).toBeGreaterThanOrEqual((frameBox?.y ?? 0) + (frameBox?.height ?? 0));
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size).toBe(rows);

    // Speed and mirror.
    await page.getByRole('button', { name: 'Speed 1×' }).click();
    await page.getByRole('menuitem', { name: '0.5×' }).click();
    await expect.poll(() => shown(player, 'rate')).toBe(0.5);
    await page.getByRole('button', { name: 'Mirror' }).click();
    await expect(video).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

    // Steps: forward 5 s, then back 1 s.
    const before = await shown(player, 'time');
    await page.getByRole('button', { name: 'Forward 5 seconds' }).click();
    await expect.poll(() => shown(player, 'time')).toBeGreaterThanOrEqual(before + 5);
    const stepped = await shown(player, 'time');
    await page.getByRole('button', { name: 'Back 1 second' }).click();
    await expect.poll(() => shown(player, 'time')).toBeLessThan(stepped);

    // Keys inside the player: M unmirrors, "." speeds up twice, "[" and "]" set a loop that wraps.
    await page.keyboard.press('m');
    await expect(video).toHaveCSS('transform', 'none');
    await page.keyboard.press('.');
    await page.keyboard.press('.');
    await expect.poll(() => shown(player, 'rate')).toBe(1);
    await page.keyboard.press('[');
    const a = await shown(player, 'time');
    await expect.poll(() => shown(player, 'time')).toBeGreaterThan(a + 1.5);
    await page.keyboard.press(']');
    const sent = (await commands(player)).length;
    await expect
      .poll(async () => (await commands(player)).slice(sent).filter((c) => c.func === 'seekTo').length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    const wraps = (await commands(player)).slice(sent).filter((c) => c.func === 'seekTo');
    for (const wrap of wraps) expect(Math.abs(Number(wrap.args[0]) - a)).toBeLessThan(0.5);

    // The loop's link opens the note there, looping at its speed.
    await page.getByRole('button', { name: 'Speed 1×' }).click();
    await page.getByRole('menuitem', { name: '0.5×' }).click();
    await page.getByRole('button', { name: /^Loop \d+:\d\d-\d+:\d\d$/ }).click();
    await page.getByRole('button', { name: 'Copy link to this loop' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      new RegExp(`/whatiscooking/${note.uuid}\\?t=[\\d.]+&loop=[\\d.]+-[\\d.]+&speed=0.5$`),
    );
    const [from, to] = (new URL(link).searchParams.get('loop') ?? '').split('-').map(Number);
    await page.goto('about:blank');
    await page.goto(link);
    const opened = await standIn(page);
    await expect.poll(() => shown(opened, 'rate')).toBe(0.5);
    await expect.poll(() => shown(opened, 'time')).toBeGreaterThanOrEqual(from ?? 0);
    expect(await shown(opened, 'time')).toBeLessThanOrEqual((to ?? 0) + 0.5);
    await expect(page.getByRole('button', { name: /^Loop \d+:\d\d-\d+:\d\d$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

test('nothing of the player loads until a video is played', async ({ page, request }) => {
  const artist = await makeArtist(request, 'light');
  const note = await postNote(request, artist, 'Footwork basics');
  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(asked.url());
  });
  await page.goto(`/whatiscooking/${note.uuid}`);
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  const loaded = scripts.length;
  await page.getByRole('button', { name: 'Play video' }).click();
  await standIn(page);
  await expect(page.getByRole('button', { name: 'Mirror' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loaded);
});
