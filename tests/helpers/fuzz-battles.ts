/**
 * The fuzz world's battles (issue 29), made through the API so fuzzed requests get past the refusals:
 * the artist organises an event and judges it beside the other artist; its 1v1 battle has entrants
 * checked in, prelim scores, a bracket with a match decided (and corrected) and one on, the artist's
 * vote in; its crew battle is open for entry with no bracket. Every body becomes an example of its
 * route (by the route's pattern), every battle and match path a link to follow.
 */
import { expect } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import type { Bracket } from '../../src/shared/schemas/battles';
import { collect, type Pool } from './fuzz-pool';
import { call, type TestContext } from './server';

const API = '/api';
const BATTLE = '/api/events/battles/:battle{[0-9]+}';
const MATCH = `${BATTLE}/matches/:match{[0-9]+}`;

type Person = { token: string };

/** Seeds the battles; `poster` is a completed upload (type W) of the artist's. */
export async function seedBattles(t: TestContext, pool: Pool, artist: Person, other: Person, poster: string) {
  const write = async (token: string, method: string, path: string, pattern: string, body: unknown) => {
    const res = await call(t, method, `${API}${path}`, body, token);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    const route = `${method} ${pattern}`;
    pool.examples.set(route, [...(pool.examples.get(route) ?? []), body]);
    pool.links.push(new URL(`${API}${path}`, 'http://localhost'));
    collect(pool, res.body);
    return res.body;
  };
  const event = await write(artist.token, 'POST', '/events/create/', '/api/events/create/', {
    title: 'Fuzz battles',
    poster,
    start: '2031-04-30T20:00',
    end: '2031-05-01T02:00',
    timezone: 'Europe/Berlin',
    country: 'DE',
    event_guests: [
      { username: 'fuzzArtist', role: 'judge' },
      { username: 'fuzzOther', role: 'judge' },
    ],
    event_battles: [
      { category: 'Fuzz solo', format: '1v1' },
      { category: 'Fuzz crews', format: 'crew' },
    ],
  });
  const [solo, crews] = event.event_battles.map((b: { id: number }) => b.id) as [number, number];
  await write(artist.token, 'PATCH', battlesApi.battle(solo), `${BATTLE}/`, { entry: 'open', prelims: true });
  await write(artist.token, 'PATCH', battlesApi.battle(crews), `${BATTLE}/`, { entry: 'open' });
  await write(artist.token, 'PUT', battlesApi.helpers(solo), `${BATTLE}/helpers/`, {
    helpers: ['fuzzOther'],
  });

  const entrants = `${BATTLE}/entrants/`;
  const entrantsOfSolo = [await write(other.token, 'POST', battlesApi.entrants(solo), entrants, {})];
  for (const name of ['Door A', 'Door B', 'Door C'])
    entrantsOfSolo.push(await write(artist.token, 'POST', battlesApi.entrants(solo), entrants, { name }));
  await write(other.token, 'POST', battlesApi.entrants(crews), entrants, {
    name: 'Fuzz crew',
    members: ['fuzzOther', 'fuzzArtist'],
  });
  await write(artist.token, 'POST', battlesApi.entrants(crews), entrants, { name: 'Door crew' });
  for (const [i, { id, code }] of entrantsOfSolo.entries()) {
    await write(i % 2 ? artist.token : other.token, 'POST', battlesApi.checkin(solo), `${BATTLE}/checkin/`, {
      entrant: id,
      code,
    });
    for (const judge of [artist, other])
      await write(judge.token, 'POST', battlesApi.scores(solo), `${BATTLE}/prelims/scores/`, {
        entrant: id,
        score: 9 - i,
      });
  }
  await write(artist.token, 'GET', battlesApi.prelims(solo), `${BATTLE}/prelims/`, undefined);
  await write(artist.token, 'GET', battlesApi.entrants(solo), entrants, undefined);
  const made: Bracket = await write(artist.token, 'POST', battlesApi.bracket(solo), `${BATTLE}/bracket/`, {
    size: 4,
    seeding: 'prelims',
  });
  const [first, second] = made.rounds[0]?.matches.map((m) => m.id) ?? [];
  for (const id of [first, second])
    await write(artist.token, 'POST', battlesApi.start(solo, id as number), `${MATCH}/start/`, {});
  for (const judge of [artist, other])
    await write(judge.token, 'POST', battlesApi.votes(solo, first as number), `${MATCH}/votes/`, {
      round: 1,
      vote: 'left',
    });
  await write(artist.token, 'POST', battlesApi.result(solo, first as number), `${MATCH}/result/`, {
    winner: 'right',
  });
  await write(artist.token, 'POST', battlesApi.votes(solo, second as number), `${MATCH}/votes/`, {
    round: 1,
    vote: 'tie',
  });
  await write(artist.token, 'GET', battlesApi.bracket(solo), `${BATTLE}/bracket/`, undefined);
  pool.samples.set('battle', [solo, crews]);
  pool.samples.set('match', [first, second]);
}
