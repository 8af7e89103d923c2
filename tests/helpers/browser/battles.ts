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
async function post<T>(request: APIRequestContext, artist: Artist, path: string, data: object, status = 200) {
  const res = await request.post(path, { headers: authed(artist), data });
  expect(res.status(), `POST ${path}`).toBe(status);
  return (await res.json()) as T;
}

/** The battle's page (`path`), its ids, and its first battle, started (the first semifinal). */
export async function battleUnderWay(request: APIRequestContext, organiser: Artist, judges: Artist[]) {
  const year = new Date().getUTCFullYear() + 1;
  const event = await post<{ uuid: string; event_battles: { id: number }[] }>(
    request,
    organiser,
    '/api/events/create/',
    {
      title: `Jam ${organiser.username}`,
      poster: await uploadImage(request, organiser, 'W'),
      start: `${year}-05-02T14:00`,
      end: `${year}-05-02T22:00`,
      timezone: 'Europe/Paris',
      country: 'FR',
      event_guests: judges.map((judge) => ({ username: judge.username, role: 'judge' })),
      event_battles: [{ category: 'Bboy 1v1', style: 'breaking', format: '1v1' }],
    },
    201,
  );
  const battle = event.event_battles[0]?.id as number;
  for (const name of ['Door Ana', 'Door Bo', 'Door Cy', 'Door Di']) {
    const entrant = await post<{ id: number }>(
      request,
      organiser,
      api(battlesApi.entrants(battle)),
      { name },
      201,
    );
    await post(request, organiser, api(battlesApi.checkin(battle)), { entrant: entrant.id });
  }
  const bracket = await post<Bracket>(request, organiser, api(battlesApi.bracket(battle)), {
    size: 4,
    seeding: 'random',
  });
  const first = bracket.rounds[0]?.matches[0] as Match;
  const match = await post<Match>(request, organiser, api(battlesApi.start(battle, first.id)), {});
  expect(match.status).toBe('on');
  return { event: event.uuid, battle, path: `/events/${event.uuid}/battles/${battle}`, match };
}

/** Judge `judge`'s vote in the first voting round of `match`, through the API. */
export const vote = (
  request: APIRequestContext,
  judge: Artist,
  battle: number,
  match: number,
  choice: 'left' | 'right' | 'tie',
) => post<Match>(request, judge, api(battlesApi.votes(battle, match)), { round: 1, vote: choice });
