/**
 * A battle reduced to its final, for tests of what cites a result (a journey): an organiser's event
 * with one 1v1 battle judged by one judge, two artists seated in a bracket of 4 (byes first), the final
 * started, and the judge's vote that decides it.
 */
import { expect } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import type { Match } from '../../src/shared/schemas/battles';
import type { createArtist } from './accounts';
import { createEvent } from './events';
import { call, type TestContext } from './server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Cast = { organiser: Artist; judge: Artist; dancers: [Artist, Artist] };

const as = (t: TestContext, who: Artist, path: string, body?: unknown) =>
  call(t, 'POST', `/api${path}`, body, who.token);

/** The event (starting 2031-05-10 18:00 UTC) and its battle, the two dancers' final started. */
export async function finalBetween(t: TestContext, cast: Cast, title: string) {
  const made = await createEvent(t, cast.organiser.token, {
    title,
    start: '2031-05-10T18:00',
    end: '2031-05-10T23:00',
    timezone: 'UTC',
    event_guests: [{ username: cast.judge.username, role: 'judge' }],
    event_battles: [{ category: 'Bboy', style: 'Breaking', format: '1v1' }],
  });
  const battle = made.event_battles[0]?.id as number;
  const order: number[] = [];
  for (const dancer of cast.dancers) {
    const entrant = await as(t, cast.organiser, battlesApi.entrants(battle), { members: [dancer.username] });
    expect(entrant.status, JSON.stringify(entrant.body)).toBe(201);
    const checkin = await as(t, cast.organiser, battlesApi.checkin(battle), { entrant: entrant.body.id });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    order.push(entrant.body.id);
  }
  const bracket = await as(t, cast.organiser, battlesApi.bracket(battle), {
    size: 4,
    seeding: 'manual',
    order,
  });
  expect(bracket.status, JSON.stringify(bracket.body)).toBe(200);
  const final = bracket.body.rounds.at(-1)?.matches[0] as Match;
  expect((await as(t, cast.organiser, battlesApi.start(battle, final.id))).status).toBe(200);
  return { event: made.uuid, battle, final };
}

/** The judge votes `winner` the final's winner, which decides it. */
export async function decideFinal(
  t: TestContext,
  judge: Artist,
  battle: number,
  final: Match,
  winner: Artist,
) {
  const left = final.left?.members.some((member) => member.username === winner.username);
  const body = { round: 1, vote: left ? 'left' : 'right' };
  const res = await as(t, judge, battlesApi.votes(battle, final.id), body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
