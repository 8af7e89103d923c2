/**
 * Reporting (issue 27): every kind of target a reporter can see is reportable once, with a reason and
 * an optional text; an unknown target, one the reporter cannot see (a private note, a lab room they
 * are not in, a hidden row, across a block), their own, a second report and a bad input are 400, a
 * guest 401. A report lands in the reporter's data download.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, cookings, reports } from '../../src/server/db/schema';
import { reportsDownload } from '../../src/server/features/reports/reports.download';
import { REPORT_TARGETS, reportMsg } from '../../src/shared/schemas/reports';
import { createVerifiedUser } from '../helpers/accounts';
import { insertPurchase } from '../helpers/labs';
import { reportWorld } from '../helpers/reports-world';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let world: Awaited<ReturnType<typeof reportWorld>>;
let fan: Awaited<ReturnType<typeof createVerifiedUser>>;

const REPORTS = '/api/reports/';
const report = (token: string | undefined, fields: object, headers?: Record<string, string>) =>
  call(t, 'POST', REPORTS, { reason: 'spam', ...fields }, token, headers);

beforeAll(async () => {
  t = await makeTestApp();
  world = await reportWorld(t, 'repAuthor');
  fan = await createVerifiedUser(t, { username: 'repFan' });
  // The fan is in the lab's room, so its messages are theirs to report.
  await insertPurchase(t, fan.user.id, world.plab.id);
});
afterAll(() => t.close());

describe('reporting', () => {
  it.each(REPORT_TARGETS.map((type) => [type]))(
    'takes a report of a %s the reporter can see',
    async (type) => {
      const res = await report(fan.token, {
        target_type: type,
        target_id: world.ids[type],
        reason: 'other',
        text: ' Not ok ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        target_type: type,
        target_id: world.ids[type].toLowerCase(),
        reason: 'other',
        text: 'Not ok',
        created: expect.any(String),
      });
      const [row] = await t.deps.db.select().from(reports).where(eq(reports.id, res.body.id));
      expect(row).toMatchObject({ reporterId: fan.user.id, targetUserId: world.author.id, resolvedAt: null });
    },
  );

  it('names an artist by username in any case, and stores it lower-cased', async () => {
    const { token } = await createVerifiedUser(t);
    const res = await report(token, { target_type: 'artist', target_id: 'REPAUTHOR' });
    expect(res).toMatchObject({ status: 201, body: { target_id: 'repauthor', text: '' } });
    const again = await report(token, { target_type: 'artist', target_id: 'repAuthor' });
    expect(again).toMatchObject({ status: 400, body: { non_field_errors: [reportMsg.alreadyReported] } });
  });

  it('refuses a second report of the same target, also when both arrive at once', async () => {
    const { token } = await createVerifiedUser(t);
    const target = { target_type: 'note', target_id: world.ids.note };
    const both = await Promise.all([
      report(token, target),
      report(token, { ...target, reason: 'harassment' }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(both.find((res) => res.status === 400)?.body).toEqual({
      non_field_errors: [reportMsg.alreadyReported],
    });
  });

  it('answers a resend with the same Idempotency-Key as the first time', async () => {
    const { token } = await createVerifiedUser(t);
    const send = () =>
      report(
        token,
        { target_type: 'event', target_id: world.ids.event },
        { 'idempotency-key': 'report-0001' },
      );
    const first = await send();
    const replay = await send();
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it.each([
    ['an unknown uuid', { target_type: 'note', target_id: '4d3c2b1a-0000-4000-8000-000000000099' }],
    ['an unknown artist', { target_type: 'artist', target_id: 'nobody-here' }],
    ['a number where a uuid names it', { target_type: 'shoutout', target_id: 1 }],
  ])('refuses %s', async (_name, target) => {
    const res = await report(fan.token, target);
    expect(res).toMatchObject({ status: 400, body: { target_id: [reportMsg.unknownTarget] } });
  });

  it('refuses what the reporter cannot see: a private note or journey, a room they are not in', async () => {
    const { token } = await createVerifiedUser(t);
    for (const target of [
      { target_type: 'note', target_id: world.privateNote },
      { target_type: 'journey', target_id: world.privateJourney },
      { target_type: 'room_message', target_id: world.ids.room_message },
    ]) {
      const res = await report(token, target);
      expect(res, target.target_type).toMatchObject({
        status: 400,
        body: { target_id: [reportMsg.unknownTarget] },
      });
    }
    expect(await t.deps.db.select().from(reports).where(eq(reports.targetKey, world.privateNote))).toEqual(
      [],
    );
  });

  it('refuses a hidden row, and anything across a block', async () => {
    const other = await reportWorld(t, 'repHidden');
    const { user, token } = await createVerifiedUser(t);
    await t.deps.db.update(cookings).set({ hiddenAt: new Date() }).where(eq(cookings.id, other.note.id));
    expect((await report(token, { target_type: 'note', target_id: other.ids.note })).status).toBe(400);
    await t.deps.db.insert(blocks).values({ blockerId: other.author.id, blockedId: user.id });
    const res = await report(token, { target_type: 'workshop', target_id: other.ids.workshop });
    expect(res).toMatchObject({ status: 400, body: { target_id: [reportMsg.unknownTarget] } });
  });

  it('refuses a report of what the reporter made', async () => {
    const res = await report(world.author.token, { target_type: 'note', target_id: world.ids.note });
    expect(res).toMatchObject({ status: 400, body: { target_id: [reportMsg.notYours] } });
  });

  it('refuses a bad target type, reason or text with their messages', async () => {
    const res = await call(
      t,
      'POST',
      REPORTS,
      { target_type: 'dance', target_id: world.ids.note, reason: 'boring', text: 'x'.repeat(1001) },
      fan.token,
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        target_type: [reportMsg.unknownTarget],
        reason: [reportMsg.reasonRequired],
        text: [reportMsg.textTooLong],
      },
    });
  });

  it('is for signed-in users only', async () => {
    const res = await report(undefined, { target_type: 'note', target_id: world.ids.note });
    expect(res.status).toBe(401);
  });

  it('lists what the reporter reported in their data download', async () => {
    const rows = (await reportsDownload.read(t.deps, fan.user.id)) as { target_type: string }[];
    expect(rows.map((row) => row.target_type)).toEqual([...REPORT_TARGETS]);
    expect(rows[0]).toEqual({
      target_type: 'note',
      target_id: world.ids.note,
      target_username: 'repAuthor',
      reason: 'other',
      text: 'Not ok',
      created: expect.any(String),
      handled: null,
    });
    const mine = await t.deps.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, world.author.id)));
    expect(mine).toEqual([]);
  });
});
