/**
 * A battle's page against the real server (issue 29): a dancer enters with one press and gets a code
 * for the door; the organiser checks entrants in by the list, adds one at the door and makes the
 * bracket; a judge scores prelims, and the organiser orders the entrants tied at the cut; a judge
 * votes offline, the vote waits and lands once back online, and the bracket shows the winner; a
 * spectator's page follows the live stream; opened offline, the page shows the last bracket read
 * with its time.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { battlesApi } from '../../src/shared/api-paths';
import type { Entrant, PrelimRow } from '../../src/shared/schemas/battles';
import {
  api,
  type BattlesWorld,
  bracketOf,
  checkedIn,
  makePeople,
  matchesOf,
  newBattle,
  openBattle,
} from '../helpers/battles-world';
import { realApiSuite } from '../helpers/real-api';
import { watchText } from '../helpers/watch-text';

const userEvent = userEventModule.setup({ delay: null });

let w: BattlesWorld;
const suite = realApiSuite(async (t) => {
  w = await makePeople(t);
});

const entrantsOf = async (battle: number) =>
  (await api<{ results: Entrant[] }>(suite.t, w.organiser, 'GET', battlesApi.entrants(battle))).results;

/** Waits until every queued write has left the outbox (before another user signs in). */
const drained = () => waitFor(async () => expect(await db.outbox.count()).toBe(0));

describe('entering', () => {
  it('a dancer enters a 1v1 battle with one press, gets a code for the door, and withdraws', async () => {
    const at = await newBattle(suite.t, w);
    await api(suite.t, w.organiser, 'PATCH', battlesApi.battle(at.battle), { entry: 'open' });
    await openBattle(suite.t, at, w.dancers[0]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('img', { name: 'Your code for the door' })).toBeTruthy();
    expect((await entrantsOf(at.battle)).map((e) => e.name)).toEqual(['Kai']);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Enter' })).toBeTruthy();
    await drained();
    expect(await entrantsOf(at.battle)).toEqual([]);
  });
});

describe('helpers', () => {
  it('the organiser finds an artist by the search and names them a helper', async () => {
    const at = await newBattle(suite.t, w, 'Popping 1v1');
    await openBattle(suite.t, at, w.organiser);
    await userEvent.click(await screen.findByRole('button', { name: 'Helpers' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Helpers' }), 'Noor');
    await userEvent.click(await screen.findByRole('option', { name: /Noor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the helpers' }));
    await drained();
    const saved = await api<{ helpers: { username: string }[] }>(
      suite.t,
      w.organiser,
      'GET',
      battlesApi.helpers(at.battle),
    );
    expect(saved.helpers.map((helper) => helper.username)).toEqual([w.dancers[3]?.username]);
  });
});

describe('at the door', () => {
  it('the organiser checks entrants in by the list, adds one at the door and makes the bracket', async () => {
    const at = await newBattle(suite.t, w, 'Bgirl 1v1');
    await api(suite.t, w.organiser, 'PATCH', battlesApi.battle(at.battle), { entry: 'open' });
    for (const dancer of w.dancers.slice(0, 3))
      await api(suite.t, dancer, 'POST', battlesApi.entrants(at.battle), {});
    await openBattle(suite.t, at, w.organiser);
    for (const name of ['Kai', 'Lin', 'Mo']) {
      const tick = await screen.findByRole('checkbox', { name });
      await userEvent.click(tick);
      await waitFor(() => expect((tick as HTMLInputElement).checked).toBe(true));
    }
    await waitFor(async () => expect((await entrantsOf(at.battle)).every((e) => e.checked_in)).toBe(true));

    await userEvent.type(screen.getByRole('textbox', { name: 'Add at the door' }), 'Qi');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Qi' }) as HTMLInputElement).checked).toBe(true),
    );
    await drained();
    const door = (await entrantsOf(at.battle)).find((e) => e.name === 'Qi');
    expect(door).toMatchObject({ checked_in: true, members: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Bracket and seeding' }));
    await userEvent.click(await screen.findByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'At random' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the bracket' }));
    expect(await screen.findByRole('article', { name: 'Semifinal 1' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Semifinal 2' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Final' })).toBeTruthy();
    const bracket = await bracketOf(suite.t, at.battle);
    expect(bracket.size).toBe(4);
    const sides = matchesOf(bracket).flatMap((m) => [m.left?.name, m.right?.name]);
    expect(sides.filter(Boolean).sort()).toEqual(['Kai', 'Lin', 'Mo', 'Qi']);
    await drained();
  }, 40_000);
});

describe('prelims', () => {
  it('a judge scores each checked-in entrant, and the organiser reads the totals, best first', async () => {
    const at = await newBattle(suite.t, w, 'Locking 1v1');
    await api(suite.t, w.organiser, 'PATCH', battlesApi.battle(at.battle), { prelims: true });
    await checkedIn(suite.t, w, at.battle, w.dancers.slice(0, 2));
    const judge = await openBattle(suite.t, at, w.judges[0]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Score for Kai' }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Score for Lin' }), '9');
    await drained();
    expect(screen.getByRole('combobox', { name: 'Score for Kai' })).toHaveProperty('value', '7');
    const prelims = await api<{ results: PrelimRow[] }>(
      suite.t,
      w.organiser,
      'GET',
      battlesApi.prelims(at.battle),
    );
    expect(prelims.results.map((row) => [row.name, row.total])).toEqual([
      ['Lin', 9],
      ['Kai', 7],
    ]);
    judge.unmount();

    await openBattle(suite.t, at, w.organiser);
    await userEvent.click(await screen.findByRole('button', { name: 'Prelims' }));
    const totals = await screen.findByRole('table', { name: 'Prelim totals' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['EntrantTotalJudges', 'Lin91', 'Kai71']);
  });

  it('seeds by prelims, asking the organiser to order the entrants tied at the cut', async () => {
    const at = await newBattle(suite.t, w, 'Waacking 1v1');
    await api(suite.t, w.organiser, 'PATCH', battlesApi.battle(at.battle), { prelims: true });
    const entrants = await checkedIn(suite.t, w, at.battle, w.dancers.slice(0, 5));
    for (const [i, entrant] of entrants.entries())
      await api(suite.t, w.judges[0], 'POST', battlesApi.scores(at.battle), {
        entrant: entrant.id,
        score: [10, 9, 8, 5, 5][i],
      });
    await openBattle(suite.t, at, w.organiser);
    await userEvent.click(await screen.findByRole('button', { name: 'Bracket and seeding' }));
    await userEvent.click(await screen.findByRole('radio', { name: '4' }));
    expect(screen.getByRole('radio', { name: 'By prelims' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Make the bracket' }));
    const tied = await screen.findByRole('list', { name: 'Tied entrants' });
    expect(
      within(tied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Noor', '2.Oli']);
    await userEvent.click(within(tied).getByRole('button', { name: 'Move Oli up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the bracket' }));
    expect(await screen.findByRole('article', { name: 'Semifinal 1' })).toBeTruthy();
    const sides = matchesOf(await bracketOf(suite.t, at.battle)).flatMap((m) => [
      m.left?.name,
      m.right?.name,
    ]);
    expect(sides.filter(Boolean).sort()).toEqual(['Kai', 'Lin', 'Mo', 'Oli']);
    await drained();
  });
});

describe('judging', () => {
  /** A battle of two checked-in dancers whose final (after two byes) is on, judge Ash's vote for Kai in. */
  async function finalOn() {
    const at = await newBattle(suite.t, w, 'Popping 1v1');
    const [kai, lin] = await checkedIn(suite.t, w, at.battle, w.dancers.slice(0, 2));
    const order = [kai?.id, lin?.id];
    await api(suite.t, w.organiser, 'POST', battlesApi.bracket(at.battle), {
      size: 4,
      seeding: 'manual',
      order,
    });
    const final = matchesOf(await bracketOf(suite.t, at.battle)).find((m) => m.round === 2 && !m.third_place);
    const id = final?.id as number;
    await api(suite.t, w.organiser, 'POST', battlesApi.start(at.battle, id), undefined);
    await api(suite.t, w.judges[0], 'POST', battlesApi.votes(at.battle, id), { round: 1, vote: 'left' });
    return { at, final: id };
  }

  it('the organiser sees how many votes are in', async () => {
    const { at } = await finalOn();
    await openBattle(suite.t, at, w.organiser);
    const final = await screen.findByRole('article', { name: 'Final' });
    expect(within(final).getByText('1 of 2 votes in: Ash')).toBeTruthy();
  });

  it('a judge votes offline: it waits on the phone, lands once back online, and the bracket shows the winner', async () => {
    const { at, final } = await finalOn();
    await openBattle(suite.t, at, w.judges[1]);
    const vote = await screen.findByRole('region', { name: 'Your vote: Final' });
    suite.online = false;
    suite.server.offline = true;
    await userEvent.click(within(vote).getByRole('button', { name: /^Left/ }));
    expect(await within(vote).findByText('Waiting to sync')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    await drained();
    const card = screen.getByRole('article', { name: 'Final' });
    await waitFor(() => expect(within(card).getByText(/Kai/).textContent).toContain('(Winner)'));
    expect(screen.queryByRole('region', { name: 'Your vote: Final' })).toBeNull();
    const votes = suite.server.sent.filter(
      (s) => s.method === 'POST' && s.path === `/api${battlesApi.votes(at.battle, final)}`,
    );
    expect(votes).toHaveLength(1);
    const decided = matchesOf(await bracketOf(suite.t, at.battle)).find((m) => m.id === final);
    expect(decided).toMatchObject({ status: 'decided', winner: 'left' });
  });

  it("a spectator's page follows the final live: an extension after a split vote, then the winner", async () => {
    const { at, final } = await finalOn();
    await openBattle(suite.t, at);
    const card = await screen.findByRole('article', { name: 'Final' });
    expect(within(card).getByText('On now')).toBeTruthy();
    const votes = battlesApi.votes(at.battle, final);
    await api(suite.t, w.judges[1], 'POST', votes, { round: 1, vote: 'right' });
    expect(await within(card).findByText('Extension')).toBeTruthy();
    await api(suite.t, w.judges[0], 'POST', votes, { round: 2, vote: 'right' });
    await api(suite.t, w.judges[1], 'POST', votes, { round: 2, vote: 'right' });
    await waitFor(() => expect(within(card).getByText(/Lin/).textContent).toContain('(Winner)'));
    expect(within(card).getByText('Decided')).toBeTruthy();
  });

  it('a spectator\'s first open goes from the placeholder to the bracket, never through "does not exist"', async () => {
    const { at } = await finalOn();
    const stop = watchText('This battle does not exist.');
    await openBattle(suite.t, at);
    expect(await screen.findByRole('article', { name: 'Final' })).toBeTruthy();
    expect(stop()).toBe(0);
  });

  it('a battle that is not there says so', async () => {
    const { at } = await finalOn();
    await openBattle(suite.t, { event: at.event, battle: at.battle + 1000 });
    expect(await screen.findByText('This battle does not exist.')).toBeTruthy();
  });

  it('opened offline, the page shows the last bracket read with its time', async () => {
    const { at } = await finalOn();
    const first = await openBattle(suite.t, at);
    expect(await screen.findByRole('article', { name: 'Final' })).toBeTruthy();
    expect(screen.queryByText(/^Updated/)).toBeNull();
    first.unmount();

    suite.online = false;
    suite.server.offline = true;
    await openBattle(suite.t, at);
    expect(await screen.findByRole('article', { name: 'Final' })).toBeTruthy();
    expect(screen.getByText(/^Updated /)).toBeTruthy();
  });
});
