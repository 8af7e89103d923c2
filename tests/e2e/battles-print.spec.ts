/**
 * The printed bracket (issue 29) in Chromium: a battle's page opened on a phone's width and printed is
 * one page on A4 and on Letter (portrait for a bracket of 8, landscape for 32), with every round as a
 * column, every entrant, the battle's and the event's names and the winner marked, and none of the app.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { battlesApi } from '../../src/shared/api-paths/battles';
import type { Match } from '../../src/shared/schemas/battles';
import { makeArtist } from '../helpers/browser/artists';
import { BATTLE_YEAR, battleEvent, drawnBracket, post } from '../helpers/browser/battles';

const api = (path: string) => `/api${path}`;
/** A4 portrait and landscape less the sheet's margins (10 and 8 mm), in CSS pixels. */
const A4_PORTRAIT = { width: 718, height: 1047 };
const A4_LANDSCAPE = { width: 1062, height: 733 };

/**
 * An event with a battle of `size` dancers added at the door, its bracket drawn and its first match won
 * by its left side (one judge's vote); answers the page, the event's title and the winner's name.
 */
async function printedBattle(request: APIRequestContext, size: 8 | 32) {
  const organiser = await makeArtist(request, `printhost${size}`);
  const judge = await makeArtist(request, `printjudge${size}`);
  const title = `Wall Jam ${size}`;
  const { battle, path } = await battleEvent(request, organiser, [judge], { title, category: 'Bgirl' });
  const names = Array.from({ length: size }, (_, i) => `Dancer ${String(i + 1).padStart(2, '0')} Wallprint`);
  const bracket = await drawnBracket(request, organiser, battle, names, size);
  const first = bracket.rounds[0]?.matches.find((m) => m.position === 0) as Match;
  await post(request, organiser, api(battlesApi.start(battle, first.id)), {});
  await post(request, judge, api(battlesApi.votes(battle, first.id)), { round: 1, vote: 'left' });
  return {
    path,
    title,
    names,
    winner: first.left?.name as string,
  };
}

/** Paper sizes in points, portrait (Chromium's media box may be a point larger: it rounds up). */
const A4 = [595, 842] as const;
const LETTER = [612, 792] as const;

/** The PDF is one page (`/Type /Page` objects, not the `/Pages` tree) of the paper `size`, [width, height]. */
function expectOnePage(pdf: Buffer, [width, height]: readonly [number, number]) {
  const text = pdf.toString('latin1');
  expect(text.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0).toBe(1);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  expect(Math.abs(Number(box?.[1]) - width)).toBeLessThan(2);
  expect(Math.abs(Number(box?.[2]) - height)).toBeLessThan(2);
}

/** The page, under print media, shows the sheet alone: every round, entrant and the winner's mark. */
async function expectSheet(page: Page, battle: Awaited<ReturnType<typeof printedBattle>>, rounds: string[]) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bgirl · breaking · 1v1' })).toBeVisible();
  for (const round of rounds)
    await expect(page.getByRole('region', { name: round, exact: true })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).toContain(`${battle.title} · `);
  expect(text).toContain(String(BATTLE_YEAR));
  for (const name of battle.names) expect(text).toContain(name);
  for (const match of await page.getByRole('article').all()) await expect(match).toBeVisible();
  await expect(page.locator('[data-won]')).toHaveCount(1);
  await expect(page.locator('[data-won]')).toContainText('✓');
  await expect(page.locator('[data-won]')).toContainText(battle.winner);
  // None of the app: its bars, its navigation and its buttons stay off the paper.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(text).not.toContain('Print bracket');
  expect(text).not.toContain('Back to the event');
  expect(await page.getByRole('button').count()).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a bracket of 8 opened on a phone prints on one portrait page of A4 and of Letter', async ({
  page,
  request,
}, info) => {
  const battle = await printedBattle(request, 8);
  await page.goto(battle.path);
  await expect(page.getByRole('button', { name: 'Print bracket' })).toBeVisible();
  await expectSheet(page, battle, ['Quarterfinal', 'Semifinal', 'Final']);

  expectOnePage(await page.pdf({ format: 'A4' }), A4);
  expectOnePage(await page.pdf({ format: 'Letter' }), LETTER);

  await page.setViewportSize(A4_PORTRAIT);
  await page.screenshot({ path: info.outputPath('bracket-8-a4.png') });
});

test('a bracket of 32 opened on a phone prints on one landscape page of A4 and of Letter', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000); // 32 dancers added and checked in through the API
  const battle = await printedBattle(request, 32);
  await page.goto(battle.path);
  await expect(page.getByRole('button', { name: 'Print bracket' })).toBeVisible();
  await expectSheet(page, battle, ['Round of 32', 'Round of 16', 'Quarterfinal', 'Semifinal', 'Final']);

  // Landscape: the paper turned.
  expectOnePage(await page.pdf({ format: 'A4' }), [A4[1], A4[0]]);
  expectOnePage(await page.pdf({ format: 'Letter' }), [LETTER[1], LETTER[0]]);

  await page.setViewportSize(A4_LANDSCAPE);
  await page.screenshot({ path: info.outputPath('bracket-32-a4.png') });
});
