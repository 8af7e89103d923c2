/**
 * A whole battle at the venue in Chromium against the real server (issue 29): a dancer enters and
 * shows the code the app draws; the organiser reads it back from a picture of the screen and ticks the
 * others in the list; two judges score the prelims; the organiser makes the bracket of 8 by prelims;
 * three judges vote from their own browsers, one of them offline for the whole quarterfinal round (its
 * votes land when it is back), a split semifinal goes to an extension, then the final; a guest's page
 * follows every result live, with no reload.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { battlesApi } from '../../src/shared/api-paths/battles';
import type { Bracket } from '../../src/shared/schemas/battles';
import { type Artist, authed, makeArtist, signIn } from '../helpers/browser/artists';
import { battleEvent } from '../helpers/browser/battles';

const api = (path: string) => `/api${path}`;

/** An event of the organiser's judged by `judges`, with one 1v1 battle open for entry with prelims. */
async function openBattle(request: APIRequestContext, organiser: Artist, judges: Artist[]) {
  const made = await battleEvent(request, organiser, judges);
  const opened = await request.patch(api(battlesApi.battle(made.battle)), {
    headers: authed(organiser),
    data: { entry: 'open', prelims: true },
  });
  expect(opened.status()).toBe(200);
  return made;
}

async function bracketOf(request: APIRequestContext, battle: number): Promise<Bracket> {
  const res = await request.get(api(battlesApi.bracket(battle)));
  expect(res.status()).toBe(200);
  return res.json();
}

/** A signed-in page of its own browser context, on `path`. */
async function pageOf(context: BrowserContext, artist: Artist, path: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, artist);
  await page.goto(path);
  return page;
}

const voteIn = (page: Page, name: string, choice: 'Left' | 'Tie' | 'Right') =>
  page
    .getByRole('region', { name: `Your vote: ${name}` })
    .getByRole('button', { name: new RegExp(`^${choice}`) })
    .click();

/** The match card `name` on `page` shows `winner` as its winner. */
const expectWinner = (page: Page, name: string, winner: string) =>
  expect(page.getByRole('article', { name, exact: true })).toContainText(`${winner} (Winner)`);

test('a battle of 8: entry, check-in by code and list, prelims, the bracket, judges voting, live for a guest', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000); // one whole battle, five browsers: about 75 s on a quiet host
  const organiser = await makeArtist(request, 'battlehost');
  const judges = [
    await makeArtist(request, 'judgea'),
    await makeArtist(request, 'judgeb'),
    await makeArtist(request, 'judgec'),
  ];
  const [judgeA, judgeB, judgeC] = judges as [Artist, Artist, Artist];
  const dancer = await makeArtist(request, 'bgirl');
  const { battle, path } = await openBattle(request, organiser, judges);

  // The dancer enters with one press and gets the code for the door.
  await signIn(page, dancer);
  await page.goto(path);
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
  const code = page.getByRole('img', { name: 'Your code for the door' });
  await expect(code).toBeVisible();
  // The white square shows at once; the code's modules once the QR maker has loaded.
  await expect(code.locator('svg path')).toBeAttached();
  const picture = info.outputPath('door-code.png');
  await code.screenshot({ path: picture });

  // Seven more, typed at the door (one through the page, six through the API).
  const hostPage = await pageOf(await browser.newContext(), organiser, path);
  await hostPage.getByRole('textbox', { name: 'Add at the door' }).fill('Door Dancer 1');
  await hostPage.getByRole('button', { name: 'Add', exact: true }).click();
  // A dancer added at the door is there: checked in with it.
  await expect(hostPage.getByRole('checkbox', { name: 'Door Dancer 1' })).toBeChecked();
  for (let i = 2; i <= 7; i += 1) {
    const res = await request.post(api(battlesApi.entrants(battle)), {
      headers: authed(organiser),
      data: { name: `Door Dancer ${i}` },
    });
    expect(res.status()).toBe(201);
  }

  // The organiser reads the dancer's code from the picture of their screen, and ticks the others.
  await hostPage.reload();
  await hostPage.getByRole('button', { name: 'Scan codes' }).click();
  await hostPage.getByLabel('Read a photo of the code').setInputFiles(picture);
  await expect(hostPage.getByText(`Artist ${dancer.username} is checked in.`)).toBeVisible();
  for (let i = 2; i <= 7; i += 1) {
    const tick = hostPage.getByRole('checkbox', { name: `Door Dancer ${i}` });
    await tick.click(); // the tick shows once the check-in is kept on the device
    await expect(tick).toBeChecked();
  }
  await expect
    .poll(async () => {
      const res = await request.get(api(battlesApi.entrants(battle)));
      return ((await res.json()) as { results: { checked_in: boolean }[] }).results.filter(
        (e) => e.checked_in,
      ).length;
    })
    .toBe(8);
  // The dancer's page no longer shows the code, and says they are checked in.
  await page.reload();
  await expect(page.getByText('Checked in')).toBeVisible();

  // Prelims by two judges: judge A on the page for one entrant, the rest through the API.
  const entrants = (
    (await (await request.get(api(battlesApi.entrants(battle)))).json()) as {
      results: { id: number; name: string }[];
    }
  ).results;
  const judgeAPage = await pageOf(await browser.newContext(), judgeA, path);
  const first = entrants[0] as { id: number; name: string };
  await judgeAPage.getByRole('combobox', { name: `Score for ${first.name}` }).selectOption('9');
  for (const [index, entrant] of entrants.entries()) {
    for (const [judge, score] of [
      [judgeA, 10 - index],
      [judgeB, 9 - index],
    ] as const) {
      if (judge === judgeA && index === 0) continue;
      const res = await request.post(api(battlesApi.scores(battle)), {
        headers: authed(judge),
        data: { entrant: entrant.id, score: Math.max(1, score) },
      });
      expect(res.status()).toBe(200);
    }
  }
  await expect
    .poll(async () => {
      const res = await request.get(api(battlesApi.prelims(battle)), { headers: authed(judgeA) });
      return JSON.stringify(await res.json());
    })
    .toContain('9');

  // The organiser makes the bracket of 8, seeded by the prelims.
  await hostPage.reload();
  await hostPage.getByRole('button', { name: 'Bracket and seeding' }).click();
  await hostPage.getByRole('radio', { name: '8', exact: true }).check({ force: true });
  await hostPage.getByRole('radio', { name: 'By prelims' }).check({ force: true });
  await hostPage.getByRole('button', { name: 'Make the bracket' }).click();
  await expect(hostPage.getByRole('article', { name: 'Quarterfinal 1', exact: true })).toBeVisible();
  const bracket = await bracketOf(request, battle);
  expect(bracket.size).toBe(8);
  // Seed 1 (the best total: the first entrant, 9 + 9) meets seed 8.
  expect(bracket.rounds[0]?.matches[0]?.left?.name).toBe(first.name);

  // A guest follows on their own page, and each judge on theirs.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(path);
  await expect(guest.getByRole('article', { name: 'Quarterfinal 1', exact: true })).toBeVisible();
  const judgeBPage = await pageOf(await browser.newContext(), judgeB, path);
  const judgeCContext = await browser.newContext();
  const judgeCPage = await pageOf(judgeCContext, judgeC, path);

  // The quarterfinals all start; judge C's phone loses the connection for the whole round.
  const quarters = ['Quarterfinal 1', 'Quarterfinal 2', 'Quarterfinal 3', 'Quarterfinal 4'];
  for (const name of quarters)
    await hostPage.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Start' }).click();
  for (const name of quarters)
    await expect(judgeCPage.getByRole('region', { name: `Your vote: ${name}` })).toBeVisible();
  await judgeCContext.setOffline(true);
  for (const name of quarters) await voteIn(judgeCPage, name, 'Left');
  await expect(judgeCPage.getByText('Waiting to sync').first()).toBeVisible();
  for (const judgePage of [judgeAPage, judgeBPage])
    for (const name of quarters) await voteIn(judgePage, name, 'Left');
  // The organiser sees two of three votes in, and who is still to vote.
  for (const name of quarters)
    await expect(hostPage.getByRole('article', { name, exact: true })).toContainText('2 of 3 votes in');
  await judgeCContext.setOffline(false);
  // Back online, judge C's votes land once and the round is decided: the left side (the better seed) goes on.
  for (const [index, name] of quarters.entries()) {
    const winner = bracket.rounds[0]?.matches[index]?.left?.name as string;
    await expectWinner(guest, name, winner);
  }
  const decided = await bracketOf(request, battle);
  expect(decided.rounds[0]?.matches.map((m) => [m.status, m.tallies])).toEqual(
    quarters.map(() => ['decided', [{ round: 1, left: 3, right: 0, tie: 0 }]]),
  );

  // Semifinal 1 is split (a tie majority), so the judges battle it out in an extension.
  await hostPage
    .getByRole('article', { name: 'Semifinal 1', exact: true })
    .getByRole('button', { name: 'Start' })
    .click();
  await voteIn(judgeAPage, 'Semifinal 1', 'Left');
  await voteIn(judgeBPage, 'Semifinal 1', 'Tie');
  await voteIn(judgeCPage, 'Semifinal 1', 'Tie');
  await expect(guest.getByRole('article', { name: 'Semifinal 1', exact: true })).toContainText('Extension');
  for (const judgePage of [judgeAPage, judgeBPage, judgeCPage]) {
    await expect(judgePage.getByText('Extension: vote again.')).toBeVisible();
    await voteIn(judgePage, 'Semifinal 1', 'Right');
  }
  const semi1Right = (await bracketOf(request, battle)).rounds[1]?.matches[0]?.right?.name as string;
  await expectWinner(guest, 'Semifinal 1', semi1Right);
  expect((await bracketOf(request, battle)).rounds[1]?.matches[0]?.tallies).toEqual([
    { round: 1, left: 1, right: 0, tie: 2 },
    { round: 2, left: 0, right: 3, tie: 0 },
  ]);

  // Semifinal 2 and the final.
  for (const name of ['Semifinal 2', 'Final']) {
    await hostPage.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Start' }).click();
    const match = (await bracketOf(request, battle)).rounds
      .flatMap((round) => round.matches)
      .find((m) => (name === 'Final' ? m.round === 3 && !m.third_place : m.round === 2 && m.position === 1));
    for (const judgePage of [judgeAPage, judgeBPage, judgeCPage]) await voteIn(judgePage, name, 'Left');
    const voted = Date.now();
    await expectWinner(guest, name, match?.left?.name as string);
    // A figure, not a check: how long the guest's page took to show the result after the last vote.
    info.annotations.push({
      type: 'live',
      description: `${name} shown to the guest ${Date.now() - voted} ms after the last vote`,
    });
  }
  // The guest saw it all without a reload, and the organiser's page agrees.
  await expectWinner(
    hostPage,
    'Final',
    (await bracketOf(request, battle)).rounds[2]?.matches[0]?.left?.name as string,
  );
});
