/**
 * Check-in at the door (issue 29): the organiser and the helpers they name check entrants in, by the
 * code on the entrant's phone or from the list; checking in twice (two helpers, a queued check-in
 * landing late) counts once; a wrong code is 400; only the organiser unticks. Each check-in tells the
 * event's live channel.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleEntrants } from '../../src/server/db/schema';
import { LIVE_CHANNEL, liveTopic } from '../../src/server/notify/live-publish';
import { battleMsg } from '../../src/shared/schemas/battles';
import { createArtist } from '../helpers/accounts';
import { battleCalls, createBattle, entered } from '../helpers/battle-event';
import { makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let host: Awaited<ReturnType<typeof createArtist>>;
let helper: Awaited<ReturnType<typeof createArtist>>;
let other: Awaited<ReturnType<typeof createArtist>>;
let dancer: Awaited<ReturnType<typeof createArtist>>;
let b: ReturnType<typeof battleCalls>;
let event: string;
let entrant: number;
let code: string;

const stored = async (id: number) =>
  (await t.deps.db.select().from(battleEntrants).where(eq(battleEntrants.id, id)))[0];

beforeAll(async () => {
  t = await makeTestApp();
  host = await createArtist(t, 'doorHost');
  helper = await createArtist(t, 'doorHelper');
  other = await createArtist(t, 'doorOther');
  dancer = await createArtist(t, 'doorDancer', 'Dancer');
  const made = await createBattle(t, host.token, { entry: 'open' });
  event = made.event;
  b = battleCalls(t, made.battle);
  expect((await b.helpers(host.token, ['DOORhelper', 'doorHelper'])).body).toEqual({
    helpers: [{ username: 'doorHelper', artist_name: 'doorHelper' }],
  });
  entrant = await entered(t, made.battle, dancer.token);
  code = (await b.entrants(dancer.token)).body.results[0].code;
});

afterAll(async () => {
  await t.close();
});

describe('checking in', () => {
  it('a helper checks in by code; a second helper and the organiser count once', async () => {
    const heard: string[] = [];
    const stop = await t.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
    const res = await b.checkin(helper.token, { entrant, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: entrant, name: 'Dancer', checked_in: true, code });
    const first = await stored(entrant);
    expect(first?.checkedInBy).toBe(helper.id);
    expect((await b.checkin(host.token, { entrant })).body).toEqual(res.body);
    expect((await b.checkin(helper.token, { entrant, code })).body).toEqual(res.body);
    expect(await stored(entrant)).toEqual(first);
    await expect.poll(() => heard).toContain(liveTopic.event(event));
    await stop();
  });

  it('a wrong code, or an entrant of another battle, is 400', async () => {
    expect((await b.checkin(host.token, { entrant, code: 'x'.repeat(16) })).body).toEqual({
      code: [battleMsg.wrongCode],
    });
    expect((await b.checkin(host.token, { entrant, code: `${code}é` })).status).toBe(400);
    expect((await b.checkin(host.token, { entrant, code: 'é'.repeat(16) })).status).toBe(400);
    expect((await b.checkin(host.token, { entrant: 2147483647 })).body).toEqual({
      entrant: [battleMsg.notAnEntrant],
    });
    expect((await b.checkin(host.token, { entrant: 2147483648 })).status).toBe(400);
    expect((await b.checkin(host.token, {})).status).toBe(400);
  });

  it('only the organiser unticks', async () => {
    expect((await b.checkin(helper.token, { entrant, checked_in: false })).status).toBe(403);
    const res = await b.checkin(host.token, { entrant, checked_in: false });
    expect(res.body).toMatchObject({ id: entrant, checked_in: false });
    expect(await stored(entrant)).toMatchObject({ checkedInAt: null, checkedInBy: null });
    expect((await b.checkin(host.token, { entrant, checked_in: 'true' })).body.checked_in).toBe(true);
  });

  it('no one else checks in: the entrant, another artist, a guest', async () => {
    expect((await b.checkin(dancer.token, { entrant, code })).status).toBe(403);
    expect((await b.checkin(other.token, { entrant, code })).status).toBe(403);
    expect((await b.checkin(undefined, { entrant, code })).status).toBe(401);
  });

  it('a helper taken off the list may no longer check in', async () => {
    expect((await b.helpers(host.token, [])).body).toEqual({ helpers: [] });
    expect((await b.checkin(helper.token, { entrant })).status).toBe(403);
    expect((await b.helpers(host.token, ['nobodyHere'])).body).toEqual({
      helpers: [battleMsg.unknownArtist],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `helper${i}`);
    expect((await b.helpers(host.token, eleven)).body).toEqual({ helpers: [battleMsg.tooManyHelpers] });
    expect((await b.helpers(helper.token, [helper.username])).status).toBe(403);
  });

  it('an Idempotency-Key replays the check-in answer', async () => {
    await b.checkin(host.token, { entrant, checked_in: false });
    const headers = { 'Idempotency-Key': 'queued-checkin-0001' };
    const first = await b.checkin(host.token, { entrant, code }, headers);
    const replay = await b.checkin(host.token, { entrant, code }, headers);
    expect(first.body.checked_in).toBe(true);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});
