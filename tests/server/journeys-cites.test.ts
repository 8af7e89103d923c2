/**
 * What a journey cites (issue 29): the workshop it was at (one its author may see; attended once the
 * organiser checked the author in at the door, which writing cannot claim) and the author's results in
 * the decided battles of the event it names, as each reader may see them; a private journey's
 * citations reach its author alone; a list costs the same statements however many journeys cite.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, workshops } from '../../src/server/db/schema';
import { workshopsApi } from '../../src/shared/api-paths';
import type { Journey } from '../../src/shared/schemas/journeys';
import { type Workshop, workshopMsg } from '../../src/shared/schemas/workshops';
import { createArtist } from '../helpers/accounts';
import { decideFinal, finalBetween } from '../helpers/battle-final';
import { block, hide, unblockAll } from '../helpers/community-states';
import { createEvent, createWorkshop } from '../helpers/events';
import { countQueries, type QueryCounter } from '../helpers/query-count';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let counter: QueryCounter;
let author: Artist;
let rival: Artist;
let organiser: Artist;
let reader: Artist;

const post = async (fields: Record<string, unknown>) =>
  call(
    t,
    'POST',
    '/api/journey/',
    { jophoto1: await readyUpload(t, author.token, 'J'), ...fields },
    author.token,
  );
const patch = (uuid: string, fields: Record<string, unknown>) =>
  call(t, 'PATCH', `/api/journey/${uuid}/`, fields, author.token);
const read = async (uuid: string, who?: Artist) => {
  const res = await call(t, 'GET', `/api/journey/${uuid}/`, undefined, who?.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Journey;
};
const api = (method: string, path: string, who: Artist, body?: unknown) =>
  call(t, method, `/api${path}`, body, who.token);

beforeAll(async () => {
  t = await makeTestApp();
  // Before the first request: a prepared statement keeps the logger it was made with.
  counter = countQueries(t.deps.db);
  author = await createArtist(t, 'citeRue', 'Rue');
  rival = await createArtist(t, 'citeKid');
  organiser = await createArtist(t, 'citeHost');
  reader = await createArtist(t, 'citeFan');
});
afterAll(async () => {
  counter.stop();
  await t.close();
});

describe("a journey's workshop", () => {
  it('names a workshop, attended only once the organiser checks its author in at the door', async () => {
    const workshop = await createWorkshop(t, organiser.token, 'Footwork Lab');
    const res = await post({ joevent: 'Learnt sixstep', workshop: workshop.uuid.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const named = { uuid: workshop.uuid, title: 'Footwork Lab', attended: false };
    expect(res.body.workshop).toEqual(named);
    expect((await read(res.body.uuid, reader)).workshop).toEqual(named);

    const doorOf = async (who: Artist) => {
      expect((await api('POST', workshopsApi.going, who, { workshop: workshop.uuid })).status).toBe(201);
      const seen = (await api('GET', workshopsApi.workshop(workshop.uuid), who)).body as Workshop;
      return seen.my_door?.going;
    };
    const checkin = (going: number | undefined) =>
      api('POST', workshopsApi.checkin, organiser, { workshop_uuid: workshop.uuid, going });
    const authorGoing = await doorOf(author);
    // Going is not attending, and another goer's check-in is not the author's.
    expect((await read(res.body.uuid)).workshop?.attended).toBe(false);
    expect((await checkin(await doorOf(rival))).status).toBe(200);
    expect((await read(res.body.uuid)).workshop?.attended).toBe(false);
    expect((await checkin(authorGoing)).status).toBe(200);
    for (const who of [author, reader, undefined])
      expect((await read(res.body.uuid, who)).workshop).toEqual({ ...named, attended: true });

    // The attendance is the door's: unticked there, it is gone from the journey.
    const untick = await api('POST', workshopsApi.checkin, organiser, {
      workshop_uuid: workshop.uuid,
      going: authorGoing,
      attended: false,
    });
    expect(untick.status).toBe(200);
    expect((await read(res.body.uuid)).workshop?.attended).toBe(false);
    expect((await patch(res.body.uuid, { workshop: '' })).body.workshop).toBeNull();
  });

  it('refuses a workshop that is unknown, malformed or hidden from the author', async () => {
    const refused = { status: 400, body: { workshop: [workshopMsg.unknownWorkshop] } };
    expect(await post({ joevent: 'Ghost class', workshop: randomUUID() })).toMatchObject(refused);
    expect(await post({ joevent: 'Bad class', workshop: 'class' })).toMatchObject(refused);
    const hidden = await createWorkshop(t, organiser.token, 'Hidden Class');
    await hide(t, workshops, hidden.uuid);
    expect(await post({ joevent: 'Hidden class', workshop: hidden.uuid })).toMatchObject(refused);
    const { body: journey } = await post({ joevent: 'Plain' });
    expect(await patch(journey.uuid, { workshop: hidden.uuid })).toMatchObject(refused);
  });

  it('is left out for a reader who may not see the workshop', async () => {
    const workshop = await createWorkshop(t, organiser.token, 'Blocked Class');
    const { body: journey } = await post({ joevent: 'Went anyway', workshop: workshop.uuid });
    await block(t, organiser.id, reader.id);
    try {
      expect((await read(journey.uuid, reader)).workshop).toBeNull();
      expect((await read(journey.uuid)).workshop).toMatchObject({ title: 'Blocked Class' });
    } finally {
      await unblockAll(t);
    }
    await hide(t, workshops, workshop.uuid);
    expect((await read(journey.uuid, reader)).workshop).toBeNull();
  });
});

describe("a journey's results", () => {
  it("shows the author's results at its event once decided, and none at another or without one", async () => {
    const cast = { organiser, judge: reader, dancers: [author, rival] as [Artist, Artist] };
    const jam = await finalBetween(t, cast, 'Harbour Jam');
    const cypher = await finalBetween(t, cast, 'Night Cypher');
    await decideFinal(t, reader, cypher.battle, cypher.final, rival);
    const { body: journey } = await post({ joevent: 'My first final', event: jam.event });
    const { body: none } = await post({ joevent: 'No event' });
    expect(journey.results).toEqual([]);

    await decideFinal(t, reader, jam.battle, jam.final, author);
    const battle = { category: 'Bboy', style: 'Breaking', format: '1v1' };
    const at = (uuid: string, title: string) => ({ uuid, title, starts_at: '2031-05-10T18:00:00.000Z' });
    expect((await read(journey.uuid, reader)).results).toEqual([
      { battle: jam.battle, place: 1, top: 1, ...battle, event: at(jam.event, 'Harbour Jam') },
    ]);
    const { body: lost } = await post({ joevent: 'Lost the cypher', event: cypher.event });
    expect(lost.results).toEqual([
      { battle: cypher.battle, place: 2, top: 2, ...battle, event: at(cypher.event, 'Night Cypher') },
    ]);
    expect((await read(none.uuid)).results).toEqual([]);

    // A moderator hides the event: readers see neither it nor the results there.
    await hide(t, events, jam.event);
    expect(await read(journey.uuid, reader)).toMatchObject({ event: null, results: [] });
  });
});

describe('a private journey', () => {
  it('keeps its workshop and results to its author in every read and list', async () => {
    const workshop = await createWorkshop(t, organiser.token, 'Secret Session');
    const { body: secret } = await post({
      joevent: 'Quiet doubts',
      isprivate: true,
      workshop: workshop.uuid,
    });
    expect(secret.workshop).toMatchObject({ title: 'Secret Session' });
    expect((await call(t, 'GET', `/api/journey/${secret.uuid}/`, undefined, reader.token)).status).toBe(404);
    for (const token of [reader.token, undefined]) {
      const listed = await call(t, 'GET', '/api/journey/list/?whose_e1t1_journey=citeRue', undefined, token);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain('Secret Session');
    }
  });
});

describe('statements', () => {
  it('a page of journeys costs the same however many of them cite a workshop and an event', async () => {
    const page = () =>
      call(t, 'GET', '/api/journey/list/?whose_e1t1_journey=citeRue', undefined, reader.token);
    const statements = async () => {
      expect((await page()).status).toBe(200);
      counter.reset();
      expect((await page()).status).toBe(200);
      return counter.statements().length;
    };
    const before = await statements();
    const workshop = await createWorkshop(t, organiser.token, 'Counted Class');
    const { uuid: event } = await createEvent(t, organiser.token, { title: 'Counted Jam' });
    for (let i = 0; i < 3; i += 1) await post({ joevent: `Counted ${i}`, workshop: workshop.uuid, event });
    expect(await statements()).toBe(before);
  });
});
