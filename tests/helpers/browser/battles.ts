/**
 * A battle under way, made through the real API for browser tests that watch one: an event of the
 * organiser's judged by the given judges, four dancers added at the door and checked in, a bracket of
 * 4 drawn at random, and its first battle on.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { battlesApi } from '../../../src/shared/api-paths/battles';
import type { Bracket, Match } from '../../../src/shared/schemas/battles';
import { type Artist, authed, uploadImage } from './artists';

const api = (path: string) => `/api${path}`;

/** A POST by `artist` that must answer `status`; its answer. */
export async function post<T>(
  request: APIRequestContext,
  artist: Artist,
  path: string,
  data: object,
  status = 200,
) {
  const res = await request.post(path, { headers: authed(artist), data });
  expect(res.status(), `POST ${path}`).toBe(status);
  return (await res.json()) as T;
}

/** The year of the test battles' events (next year's May: always ahead). */
export const BATTLE_YEAR = new Date().getUTCFullYear() + 1;

/** An event of the organiser's, `title`, judged by `judges`, with one 1v1 battle: its uuid, the battle's id and page. */
export async function battleEvent(
  request: APIRequestContext,
  organiser: Artist,
  judges: Artist[],
  { title = `Jam ${organiser.username}`, category = 'Bboy 1v1' } = {},
) {
  const event = await post<{ uuid: string; event_battles: { id: number }[] }>(
    request,
    organiser,
    '/api/events/create/',
    {
      title,
      poster: await uploadImage(request, organiser, 'W'),
      start: `${BATTLE_YEAR}-05-02T14:00`,
      end: `${BATTLE_YEAR}-05-02T22:00`,
      timezone: 'Europe/Paris',
      country: 'FR',
      event_guests: judges.map((judge) => ({ username: judge.username, role: 'judge' })),
      event_battles: [{ category, style: 'breaking', format: '1v1' }],
    },
    201,
  );
  const battle = event.event_battles[0]?.id as number;
  return { event: event.uuid, battle, path: `/events/${event.uuid}/battles/${battle}` };
}

/** `names` added at the door and checked in, then a bracket of `size` drawn at random: the bracket. */
export async function drawnBracket(
  request: APIRequestContext,
  organiser: Artist,
  battle: number,
  names: string[],
  size: number,
) {
  for (const name of names) {
    const entrant = await post<{ id: number }>(
      request,
      organiser,
      api(battlesApi.entrants(battle)),
      { name },
      201,
    );
    await post(request, organiser, api(battlesApi.checkin(battle)), { entrant: entrant.id });
  }
  return post<Bracket>(request, organiser, api(battlesApi.bracket(battle)), { size, seeding: 'random' });
}

/** The battle's page (`path`), its ids, and its first battle, started (the first semifinal). */
export async function battleUnderWay(request: APIRequestContext, organiser: Artist, judges: Artist[]) {
  const made = await battleEvent(request, organiser, judges);
  const names = ['Door Ana', 'Door Bo', 'Door Cy', 'Door Di'];
  const bracket = await drawnBracket(request, organiser, made.battle, names, 4);
  const first = bracket.rounds[0]?.matches[0] as Match;
  const match = await post<Match>(request, organiser, api(battlesApi.start(made.battle, first.id)), {});
  expect(match.status).toBe('on');
  return { ...made, match };
}

/** Judge `judge`'s vote in the first voting round of `match`, through the API. */
export const vote = (
  request: APIRequestContext,
  judge: Artist,
  battle: number,
  match: number,
  choice: 'left' | 'right' | 'tie',
) => post<Match>(request, judge, api(battlesApi.votes(battle, match)), { round: 1, vote: choice });
