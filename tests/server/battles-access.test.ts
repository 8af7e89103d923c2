/**
 * The access matrix of a battle's endpoints (issue 29), tried by every role: the organiser, a helper
 * at the door, a judge, an entrant, another artist, a guest (no account) and an artist the organiser
 * blocked. A battle is seen by whoever sees its event (the blocked get 404 as for the event); writes
 * are the organiser's, the door's (organiser and helpers) or the judges'; the rest get 403, a guest
 * 401. Then an event a moderator hid, and one whose organiser is suspended: 404 to everyone else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../src/server/db/schema';
import { artistsApi, battlesApi } from '../../src/shared/api-paths';
import type { Bracket } from '../../src/shared/schemas/battles';
import { createArtist } from '../helpers/accounts';
import { battleCalls, createBattle, entered } from '../helpers/battle-event';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Role = 'guest' | 'blocked' | 'other' | 'entrant' | 'helper' | 'judge' | 'organiser';
/** The organiser last, so a write refused to everyone else still finds the state it needs. */
const ROLES: Role[] = ['guest', 'blocked', 'other', 'entrant', 'helper', 'judge', 'organiser'];

let t: TestContext;
const tokens = {} as Record<Role, string | undefined>;
/** The entry battle (prelims on, no bracket) and the bracket battle, with the ids the calls need. */
let entry: number;
let bracket: number;
let entrantId: number;

/** The bracket battle's first match (once the bracket is made). */
async function firstMatch(): Promise<number> {
  const made = (await call(t, 'GET', `/api${battlesApi.bracket(bracket)}`)).body as Bracket;
  return made.rounds[0]?.matches[0]?.id as number;
}

/** Everyone reads, but the blocked. */
const everyone = (status: number) =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'blocked' ? 404 : status])) as Record<Role, number>;
/** Only `allowed` may (with their statuses); others 403, a guest 401, the blocked 404. */
const only = (allowed: Partial<Record<Role, number>>) => ({
  ...everyone(403),
  guest: 401,
  ...allowed,
});

const status = async (method: string, path: string, role: Role, body?: unknown) =>
  (await call(t, method, `/api${path}`, body, tokens[role])).status;

type Row = [name: string, (role: Role) => Promise<number>, Record<Role, number>];

const rows = (): Row[] => [
  ['GET battle', (r) => status('GET', battlesApi.battle(entry), r), everyone(200)],
  [
    'PATCH battle',
    (r) => status('PATCH', battlesApi.battle(entry), r, { entry: 'open' }),
    only({ organiser: 200 }),
  ],
  ['GET entrants', (r) => status('GET', battlesApi.entrants(entry), r), everyone(200)],
  [
    'POST entrants (enter, or add a name)',
    (r) => status('POST', battlesApi.entrants(entry), r, r === 'organiser' ? { name: 'Door Dee' } : {}),
    { ...everyone(201), guest: 401, entrant: 409 },
  ],
  [
    "DELETE someone else's entrant",
    async (r) => {
      const door = await entered(t, entry, tokens.organiser as string, { name: `Door ${r}` });
      return status('DELETE', battlesApi.entrant(entry, door), r);
    },
    only({ organiser: 204 }),
  ],
  ['GET helpers', (r) => status('GET', battlesApi.helpers(entry), r), only({ organiser: 200 })],
  [
    'PUT helpers',
    (r) => status('PUT', battlesApi.helpers(entry), r, { helpers: ['accHelper'] }),
    only({ organiser: 200 }),
  ],
  [
    'POST checkin',
    (r) => status('POST', battlesApi.checkin(entry), r, { entrant: entrantId }),
    only({ organiser: 200, helper: 200 }),
  ],
  ['GET prelims', (r) => status('GET', battlesApi.prelims(entry), r), only({ organiser: 200, judge: 200 })],
  [
    'POST prelims/scores',
    (r) => status('POST', battlesApi.scores(entry), r, { entrant: entrantId, score: 8 }),
    only({ judge: 200 }),
  ],
  ['GET bracket', (r) => status('GET', battlesApi.bracket(bracket), r), everyone(200)],
  [
    'POST bracket',
    (r) => status('POST', battlesApi.bracket(bracket), r, { size: 4, seeding: 'random' }),
    only({ organiser: 200 }),
  ],
  [
    'POST match start',
    async (r) => status('POST', battlesApi.start(bracket, await firstMatch()), r),
    only({ organiser: 200 }),
  ],
  [
    'POST match votes',
    async (r) => status('POST', battlesApi.votes(bracket, await firstMatch()), r, { round: 1, vote: 'left' }),
    only({ judge: 200 }),
  ],
  [
    'POST match result',
    async (r) => status('POST', battlesApi.result(bracket, await firstMatch()), r, { winner: 'right' }),
    only({ organiser: 200 }),
  ],
  // An artist's results are public as their portfolio is (each listed only if its event is shown).
  [
    "GET an entrant's results",
    (r) => status('GET', `${artistsApi.portfolio('accEntrant')}/results/`, r),
    { ...everyone(200), blocked: 200 },
  ],
];

beforeAll(async () => {
  t = await makeTestApp();
  const organiser = await createArtist(t, 'accHost');
  const people = {} as Record<Role, Awaited<ReturnType<typeof createArtist>>>;
  for (const role of ['blocked', 'other', 'entrant', 'helper', 'judge'] as const)
    people[role] = await createArtist(t, `acc${role[0]?.toUpperCase()}${role.slice(1)}`);
  Object.assign(tokens, { organiser: organiser.token, guest: undefined });
  for (const role of ['blocked', 'other', 'entrant', 'helper', 'judge'] as const)
    tokens[role] = people[role].token;
  expect((await call(t, 'POST', '/api/blocks/', { username: 'accBlocked' }, organiser.token)).status).toBe(
    201,
  );
  const judges = ['accJudge'];
  entry = (await createBattle(t, organiser.token, { judges, entry: 'open', prelims: true })).battle;
  bracket = (await createBattle(t, organiser.token, { judges })).battle;
  const calls = battleCalls(t, entry);
  expect((await calls.helpers(organiser.token, ['accHelper'])).status).toBe(200);
  expect((await battleCalls(t, bracket).helpers(organiser.token, ['accHelper'])).status).toBe(200);
  entrantId = await entered(t, entry, people.entrant.token);
  expect((await calls.checkin(organiser.token, { entrant: entrantId })).status).toBe(200);
  for (const name of ['One', 'Two', 'Three', 'Four']) {
    const id = await entered(t, bracket, organiser.token, { name });
    expect((await battleCalls(t, bracket).checkin(organiser.token, { entrant: id })).status).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

describe('the access matrix', () => {
  it.each(rows().map((row) => [row[0], row] as const))('%s', async (_name, [, attempt, expected]) => {
    const got: Partial<Record<Role, number>> = {};
    for (const role of ROLES) got[role] = await attempt(role);
    expect(got).toEqual(expected);
  });
});

describe('a battle whose event is not shown', () => {
  const reads = (battle: number) => [
    battlesApi.battle(battle),
    battlesApi.entrants(battle),
    battlesApi.bracket(battle),
  ];

  it('a moderator hid the event: its organiser still reads, everyone else 404', async () => {
    const made = await createBattle(t, tokens.organiser as string, { judges: ['accJudge'], entry: 'open' });
    await t.deps.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.uuid, made.event));
    for (const path of reads(made.battle))
      for (const role of ROLES)
        expect(await status('GET', path, role)).toBe(role === 'organiser' ? 200 : 404);
    for (const role of ['helper', 'judge', 'other', 'entrant'] as const) {
      expect(await status('POST', battlesApi.entrants(made.battle), role, {})).toBe(404);
      expect(await status('POST', battlesApi.scores(made.battle), role, { entrant: 1, score: 5 })).toBe(404);
    }
    expect(await status('POST', battlesApi.entrants(made.battle), 'guest', {})).toBe(401);
  });

  it('its organiser is suspended: 404 to everyone', async () => {
    const host = await createArtist(t, 'accSuspended');
    const made = await createBattle(t, host.token, { judges: ['accJudge'], entry: 'open' });
    await t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, host.id));
    for (const path of reads(made.battle))
      for (const role of ROLES) expect(await status('GET', path, role)).toBe(404);
    expect(await status('POST', battlesApi.entrants(made.battle), 'other', {})).toBe(404);
  });

  it('an id past int4, or no such battle or match, is 404', async () => {
    for (const path of ['/api/events/battles/2147483648/', '/api/events/battles/2147483647/bracket/'])
      expect((await call(t, 'GET', path)).status).toBe(404);
    const vote = { round: 1, vote: 'left' };
    expect(await status('POST', battlesApi.votes(bracket, 2147483648), 'judge', vote)).toBe(404);
    expect(await status('POST', battlesApi.votes(entry, await firstMatch()), 'judge', vote)).toBe(404);
  });
});
