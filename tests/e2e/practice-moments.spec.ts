/**
 * A comment pinned to a moment (issue 28) in Chromium against the real server, with the stand-in
 * player (PLAYER_ORIGIN): play a note's video, pin a comment to the player's time and post it (online
 * on a laptop, offline on a phone, where it shows at once and lands once), then tap its chip: the
 * player seeks a little before the moment and loops there.
 */
import { expect, type Frame, type Page, test } from '@playwright/test';
import { authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';
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
const shown = async (frame: Frame, what: 'time' | 'state') =>
  Number(await frame.locator(`#${what}`).textContent());
/** Where the player was told to seek, in order. */
const seeks = async (frame: Frame) =>
  (await frame.evaluate(() => (window as unknown as { commands: Command[] }).commands))
    .filter((command) => command.func === 'seekTo')
    .map((command) => Number(command.args[0]));

/** Seconds as the app writes them (m:ss). */
const formatted = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const SIZES = [
  { device: 'phone', width: 390, height: 844, offline: true },
  { device: 'laptop', width: 1280, height: 800, offline: false },
];

for (const { device, width, height, offline } of SIZES)
  test(`on a ${device}${offline ? ', offline' : ''}: a comment pinned to the player's moment, whose chip loops there`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const author = await makeArtist(request, 'moments');
    const fan = await makeArtist(request, 'pinner');
    const note = await postNote(request, author, 'Six-step, slow');
    await signIn(page, fan);
    await page.goto(`/whatiscooking/${note.uuid}`);
    await page.getByRole('button', { name: 'Play video' }).click();
    const player = await standIn(page);
    await expect.poll(() => shown(player, 'state')).toBe(1);
    await expect.poll(() => shown(player, 'time')).toBeGreaterThanOrEqual(3);

    // The box offers the player's time once it has the focus; the press pins the time then.
    const box = page.getByRole('textbox', { name: 'Write a comment' });
    await box.click();
    await box.fill('Weight shifts here');
    await page.getByRole('button', { name: /^Pin to \d+:\d\d$/ }).click();
    const moment = page.getByRole('textbox', { name: 'Moment' });
    await expect(moment).toBeFocused();
    const pinned = await moment.inputValue();
    const [minutes, seconds] = pinned.split(':').map(Number);
    const at = (minutes ?? 0) * 60 + (seconds ?? 0);
    expect(at).toBeGreaterThanOrEqual(3);

    if (offline) await context.setOffline(true);
    await page.getByRole('button', { name: 'Post' }).click();
    const chip = page.getByRole('button', { name: `Play from ${pinned}` });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText(pinned);
    if (offline) await context.setOffline(false);
    const onServer = async () =>
      (
        (await (
          await request.get(`/api/whatiscooking/cooking/comments/?cookingidobj=${note.uuid}`, {
            headers: authed(fan),
          })
        ).json()) as { results: { comment: string; at: number | null }[] }
      ).results.map((comment) => [comment.comment, comment.at]);
    await expect.poll(onServer).toEqual([['Weight shifts here', at]]);
    if (width < 768) expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // The chip: a seek 2 s before the moment, then the loop wraps back there 6 s after it (a wrap may
    // be sent twice: the player's next report can leave before it took the first).
    const before = (await seeks(player)).length;
    await chip.click();
    await expect.poll(async () => (await seeks(player)).slice(before)).toEqual([at - 2]);
    await expect(
      page.getByRole('button', { name: `Loop ${formatted(at - 2)}-${formatted(at + 6)}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await seeks(player)).slice(before).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(new Set((await seeks(player)).slice(before))).toEqual(new Set([at - 2]));
    expect(await onServer()).toHaveLength(1);
  });
