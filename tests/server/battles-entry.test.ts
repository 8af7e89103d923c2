/**
 * Entering a battle (issue 29): an artist enters alone in a 1v1 or with their crew in the other
 * formats (the format's number of dancers, themself among them), while entry is open; the organiser
 * adds artists or a name typed at the door, open or closed. No dancer is in one battle twice. A member
 * withdraws, the organiser removes; once the bracket is made both are 409. Codes show only to the
 * entrant's members, the organiser and the helpers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleMsg } from '../../src/shared/schemas/battles';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { battleCalls, createBattle, entered } from '../helpers/battle-event';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let host: Awaited<ReturnType<typeof createArtist>>;
const dancers: Awaited<ReturnType<typeof createArtist>>[] = [];

/** A fresh battle of `format` by the host, entry open unless said. */
const battleOf = async (format: '1v1' | '2v2' | '3v3' | 'crew', entry: 'open' | 'closed' = 'open') => {
  const { battle } = await createBattle(t, host.token, { format, entry });
  return { id: battle, ...battleCalls(t, battle) };
};
const names = (n: number) => dancers.slice(0, n).map((d) => d.username);

beforeAll(async () => {
  t = await makeTestApp();
  host = await createArtist(t, 'entryHost', 'Entry Host');
  for (const name of ['Ace', 'Bex', 'Cid', 'Dot', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'])
    dancers.push(await createArtist(t, `bgirl${name}`, name));
});

afterAll(async () => {
  await t.close();
});

describe('entering a 1v1', () => {
  it('an artist enters alone, with their code, and cannot enter twice', async () => {
    const b = await battleOf('1v1');
    const [ace] = dancers as [(typeof dancers)[number]];
    const res = await b.enter(ace.token, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      battle: b.id,
      name: 'Ace',
      members: [{ username: 'bgirlAce', artist_name: 'Ace' }],
      checked_in: false,
      seed: null,
    });
    expect(res.body.code).toMatch(/^[\w-]{16}$/);
    const again = await b.enter(ace.token, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Ace already entered this battle.');
  });

  it('naming another dancer, or two, is refused', async () => {
    const b = await battleOf('1v1');
    const [ace, bex] = dancers as [(typeof dancers)[number], (typeof dancers)[number]];
    expect((await b.enter(ace.token, { members: [bex.username] })).body).toEqual({
      members: [battleMsg.youAmongMembers],
    });
    expect((await b.enter(ace.token, { members: names(2) })).body).toEqual({ members: [battleMsg.solo] });
    expect((await b.enter(ace.token, { members: [ace.username] })).status).toBe(201);
  });

  it('entry closed, no portfolio or no account: refused', async () => {
    const b = await battleOf('1v1', 'closed');
    const closed = await b.enter(dancers[0]?.token, {});
    expect(closed).toMatchObject({ status: 403, body: { detail: battleMsg.entryClosed } });
    const open = await battleOf('1v1');
    const fan = await createVerifiedUser(t, { username: 'entryFan' });
    expect(await open.enter(fan.token, {})).toMatchObject({
      status: 403,
      body: { detail: battleMsg.needPortfolio },
    });
    expect((await open.enter(undefined, {})).status).toBe(401);
    expect((await open.entrants()).body.results).toEqual([]);
  });
});

describe('entering with a crew', () => {
  it('2v2 takes exactly two, the caller among them, and a name', async () => {
    const b = await battleOf('2v2');
    const token = dancers[0]?.token;
    expect((await b.enter(token, {})).body).toEqual({ members: ['This battle takes 2 dancers a side.'] });
    expect((await b.enter(token, { members: names(3) })).body).toEqual({
      members: ['This battle takes 2 dancers a side.'],
    });
    expect((await b.enter(token, { members: names(3).slice(1) })).body).toEqual({
      members: [battleMsg.youAmongMembers],
    });
    expect((await b.enter(token, { members: ['bgirlAce', 'BGIRLace'] })).body).toEqual({
      members: [battleMsg.memberTwice],
    });
    expect((await b.enter(token, { members: ['bgirlAce', 'nobodyAtAll'] })).body).toEqual({
      members: [battleMsg.unknownArtist],
    });
    expect((await b.enter(token, { name: ' ', members: ['BGIRLBEX', 'bgirlAce'] })).body).toEqual({
      name: [battleMsg.crewNameRequired],
    });
    const res = await b.enter(token, { name: 'Bex and Ace', members: ['BGIRLBEX', 'bgirlAce'] });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Bex and Ace');
    expect(res.body.members.map((m: { username: string }) => m.username)).toEqual(['bgirlAce', 'bgirlBex']);
  });

  it('no dancer twice: a crew naming one already in is 409, naming them', async () => {
    const b = await battleOf('3v3');
    const [ace, bex, cid, dot, eli] = dancers as (typeof dancers)[number][];
    await entered(t, b.id, ace?.token as string, { name: 'Trio', members: names(3) });
    const res = await b.enter(dot?.token, {
      name: 'Late',
      members: [dot?.username, cid?.username, bex?.username],
    });
    expect(res).toMatchObject({ status: 409, body: { detail: 'Cid, Bex already entered this battle.' } });
    expect((await b.enter(dot?.token, { members: [dot?.username, eli?.username] })).body).toEqual({
      members: ['This battle takes 3 dancers a side.'],
    });
    expect((await b.entrants()).body.results).toHaveLength(1);
  });

  it('a crew has 2 to 8 dancers and its own name', async () => {
    const b = await battleOf('crew');
    const token = dancers[0]?.token;
    expect((await b.enter(token, { members: names(1) })).body).toEqual({ members: [battleMsg.crewMembers] });
    expect((await b.enter(token, { members: names(9) })).body).toEqual({ members: [battleMsg.crewMembers] });
    const res = await b.enter(token, { name: '  Floor Lords ', members: names(8) });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Floor Lords');
    expect(res.body.members).toHaveLength(8);
  });

  it('a dancer in a block with the organiser or the caller cannot be named', async () => {
    const b = await battleOf('2v2');
    const [ace, , , , , fay, gus] = dancers as (typeof dancers)[number][];
    expect((await call(t, 'POST', '/api/blocks/', { username: fay?.username }, host.token)).status).toBe(201);
    expect((await call(t, 'POST', '/api/blocks/', { username: ace?.username }, gus?.token)).status).toBe(201);
    for (const member of [fay, gus]) {
      const res = await b.enter(ace?.token, { name: 'Pair', members: [ace?.username, member?.username] });
      expect(res).toMatchObject({ status: 403, body: { detail: blockMsg.refused } });
    }
  });
});

describe('the organiser adds entrants', () => {
  it('a name typed at the door, entry closed, with no members', async () => {
    const b = await battleOf('1v1', 'closed');
    expect((await b.enter(host.token, {})).body).toEqual({ name: [battleMsg.nameRequired] });
    expect((await b.enter(host.token, { name: '   ' })).body).toEqual({ name: [battleMsg.nameRequired] });
    const res = await b.enter(host.token, { name: ' Kid Flash ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Kid Flash', members: [], checked_in: false });
    expect(res.body.code).toMatch(/^[\w-]{16}$/);
  });

  it('artists, the organiser not among them', async () => {
    const b = await battleOf('2v2', 'closed');
    const res = await b.enter(host.token, { name: 'Duo', members: names(2) });
    expect(res.status).toBe(201);
    expect(res.body.members).toHaveLength(2);
  });

  it('an Idempotency-Key replays the same entrant', async () => {
    const b = await battleOf('1v1', 'closed');
    const headers = { 'Idempotency-Key': 'door-entrant-0001' };
    const first = await b.enter(host.token, { name: 'Door Dan' }, headers);
    const again = await b.enter(host.token, { name: 'Door Dan' }, headers);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await b.entrants(host.token)).body.results).toHaveLength(1);
  });
});

describe('the entrants list', () => {
  it('shows the code to its members, the organiser and helpers only', async () => {
    const b = await battleOf('1v1');
    const [ace, bex, cid] = dancers as (typeof dancers)[number][];
    await entered(t, b.id, ace?.token as string);
    await entered(t, b.id, bex?.token as string);
    expect((await b.helpers(host.token, [cid?.username as string])).status).toBe(200);
    const codes = async (token?: string) =>
      (await b.entrants(token)).body.results.map((e: { name: string; code?: string }) => [e.name, !!e.code]);
    expect(await codes(ace?.token)).toEqual([
      ['Ace', true],
      ['Bex', false],
    ]);
    for (const token of [host.token, cid?.token])
      expect(await codes(token)).toEqual([
        ['Ace', true],
        ['Bex', true],
      ]);
    expect(await codes(undefined)).toEqual([
      ['Ace', false],
      ['Bex', false],
    ]);
  });
});

describe('withdrawing', () => {
  it('a member withdraws, the organiser removes, no one else', async () => {
    const b = await battleOf('2v2');
    const [ace, bex, cid, dot] = dancers as (typeof dancers)[number][];
    const pair = await entered(t, b.id, ace?.token as string, {
      name: 'AB',
      members: [ace?.username, bex?.username],
    });
    const other = await entered(t, b.id, cid?.token as string, {
      name: 'CD',
      members: [cid?.username, dot?.username],
    });
    expect((await b.withdraw(cid?.token, pair)).status).toBe(403);
    expect((await b.withdraw(undefined, pair)).status).toBe(401);
    expect((await b.withdraw(bex?.token, pair)).status).toBe(204);
    expect((await b.withdraw(host.token, other)).status).toBe(204);
    expect((await b.withdraw(host.token, other)).status).toBe(404);
    expect((await b.withdraw(host.token, 2147483648)).status).toBe(404);
    expect((await b.entrants()).body.results).toEqual([]);
    expect((await b.enter(bex?.token, { name: 'BA', members: [bex?.username, ace?.username] })).status).toBe(
      201,
    );
  });

  it('once the bracket is made, entrants can no longer change (409)', async () => {
    const b = await battleOf('1v1');
    const [ace, bex, cid] = dancers as (typeof dancers)[number][];
    const ids = [await entered(t, b.id, ace?.token as string), await entered(t, b.id, bex?.token as string)];
    for (const entrant of ids) expect((await b.checkin(host.token, { entrant })).status).toBe(200);
    const made = await b.bracket(host.token, { size: 4, seeding: 'random' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const bracketMade = { status: 409, body: { detail: battleMsg.bracketMade } };
    expect(await b.withdraw(ace?.token, ids[0] as number)).toMatchObject(bracketMade);
    expect(await b.withdraw(host.token, ids[1] as number)).toMatchObject(bracketMade);
    expect(await b.enter(cid?.token, {})).toMatchObject(bracketMade);
    expect(await b.enter(host.token, { name: 'Late Larry' })).toMatchObject(bracketMade);
  });
});

describe('the battle and its settings', () => {
  it('the organiser opens entry and turns prelims and third place on; others may not', async () => {
    const { battle, event } = await createBattle(t, host.token, { format: '3v3' });
    const path = `/api/events/battles/${battle}/`;
    const read = await call(t, 'GET', path);
    expect(read.body).toEqual({
      id: battle,
      event,
      category: 'Bboy',
      style: 'Breaking',
      format: '3v3',
      entry: 'closed',
      prelims: false,
      third_place: false,
      organiser: 'entryHost',
      you: { organiser: false, helper: false, judge: false, entrant: null },
    });
    const settings = { entry: 'open', prelims: true, third_place: 'true' };
    expect((await call(t, 'PATCH', path, settings, dancers[0]?.token)).status).toBe(403);
    const res = await call(t, 'PATCH', path, settings, host.token);
    expect(res.body).toMatchObject({
      entry: 'open',
      prelims: true,
      third_place: true,
      you: { organiser: true },
    });
    expect((await call(t, 'PATCH', path, { entry: 'ajar' }, host.token)).body).toEqual({
      entry: [battleMsg.entry],
    });
  });
});
