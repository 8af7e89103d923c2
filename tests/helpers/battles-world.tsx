/**
 * The battles client tests' world on the real server: an organiser's event with a 1v1 battle and two
 * judges among its guests, dancers with portfolios, the battle's page rendered as the app routes it,
 * and API calls to set a battle up the way the screens under test find it.
 */
import type { RouteObject } from 'react-router-dom';
import BattleRoute from '../../src/client/app/routes/battle';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { battlesApi } from '../../src/shared/api-paths';
import type { Bracket, Entrant, Match } from '../../src/shared/schemas/battles';
import { createEvent } from './events';
import { type Artist, createArtist, sessionOf, type TestContext } from './real-api';
import { renderWithProviders } from './render';
import { call } from './server';

export type BattlesWorld = {
  organiser: Artist;
  judges: [Artist, Artist];
  dancers: Artist[];
};

/** The organiser, two judges and six dancers, each with a portfolio. */
export async function makePeople(t: TestContext): Promise<BattlesWorld> {
  const organiser = await createArtist(t, 'jamHost', 'Jam Host');
  const judges: [Artist, Artist] = [
    await createArtist(t, 'judgeAsh', 'Ash'),
    await createArtist(t, 'judgeBo', 'Bo'),
  ];
  const dancers = [];
  for (const name of ['Kai', 'Lin', 'Mo', 'Noor', 'Oli', 'Pia'])
    dancers.push(await createArtist(t, `bboy${name}`, name));
  return { organiser, judges, dancers };
}

/** A new event of the organiser's with one 1v1 battle judged by both judges; answers the battle's id and the event's uuid. */
export async function newBattle(t: TestContext, w: BattlesWorld, category = 'Bboy 1v1') {
  const event = await createEvent(t, w.organiser.token, {
    event_guests: w.judges.map((judge) => ({ username: judge.username, role: 'judge' })),
    event_battles: [{ category, style: 'breaking', format: '1v1' }],
  });
  const battle = event.event_battles[0]?.id as number;
  return { event: event.uuid, battle };
}

/** Calls the battle's API as `who`; throws unless it answers 2xx. */
export async function api<T>(
  t: TestContext,
  who: Artist,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await call(t, method, `/api${path}`, body, who.token);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Opens entry, enters `dancers` and checks them in (by the organiser); answers their entrants. */
export async function checkedIn(t: TestContext, w: BattlesWorld, battle: number, dancers: Artist[]) {
  await api(t, w.organiser, 'PATCH', battlesApi.battle(battle), { entry: 'open' });
  const entrants: Entrant[] = [];
  for (const dancer of dancers) {
    const entrant = await api<Entrant>(t, dancer, 'POST', battlesApi.entrants(battle), {});
    await api(t, w.organiser, 'POST', battlesApi.checkin(battle), { entrant: entrant.id });
    entrants.push(entrant);
  }
  return entrants;
}

/** The battle's bracket as the server reads it to `who` (a visitor without). */
export const bracketOf = async (t: TestContext, battle: number, who?: Artist) =>
  (await call(t, 'GET', `/api${battlesApi.bracket(battle)}`, undefined, who?.token)).body as Bracket;

/** The bracket's matches, round by round. */
export const matchesOf = (bracket: Bracket): Match[] => bracket.rounds.flatMap((round) => round.matches);

const routes: RouteObject[] = [{ path: '/events/:uuid/battles/:battleId', element: <BattleRoute /> }];

/** Opens the battle's page signed in as `as` (a visitor without). */
export async function openBattle(t: TestContext, at: { event: string; battle: number }, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(t, as) : null);
  return renderWithProviders(routes, `/events/${at.event}/battles/${at.battle}`);
}
