/**
 * A new account's write limits (http/write-limits.ts): the 11th comment in a minute is refused with
 * 429 and Retry-After and stores nothing, the next minute takes comments again, a day's limit names
 * hours, a replayed Idempotency-Key and a refused write do not count, an old account is not limited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, writeCounts } from '../../src/server/db/schema';
import { WRITE_LIMITS } from '../../src/server/http/write-limits';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let owner: Awaited<ReturnType<typeof createArtist>>;
let note: string;
const COMMENTS = '/api/whatiscooking/cooking/comments/';
const PER_MINUTE = WRITE_LIMITS.comments[60] as number;

const comment = (as: { token: string }, text: string, key = crypto.randomUUID()) =>
  call(t, 'POST', COMMENTS, { cookingidobj: note, comment: text }, as.token, { 'idempotency-key': key });

const countOf = async (cooking: string) =>
  (await call(t, 'GET', `${COMMENTS}?cookingidobj=${cooking}`, undefined, owner.token)).body.count as number;

beforeAll(async () => {
  t = await makeTestApp({ WRITE_LIMITS: 'true' });
  owner = await createArtist(t, 'limitOwner');
  const res = await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/',
    { video: 'https://youtu.be/dQw4w9WgXcQ', lesson: 'Limits', access: 5 },
    owner.token,
  );
  note = res.body.uuid;
});
afterAll(() => t.close());

describe('write limits of a new account', () => {
  it('refuses the 11th comment in a minute with 429 and Retry-After, storing nothing', async () => {
    const fan = await createArtist(t, 'limitFan');
    const before = await countOf(note);
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await comment(fan, `c${i}`)).status).toBe(201);
    const refused = await comment(fan, 'one too many');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body.detail).toBe(
      `You are posting too fast for a new account. Try again in ${wait} seconds.`,
    );
    const inJapanese = await call(
      t,
      'POST',
      COMMENTS,
      { cookingidobj: note, comment: 'still too fast' },
      fan.token,
      { 'accept-language': 'ja' },
    );
    expect(inJapanese.status).toBe(429);
    const left = inJapanese.headers.get('retry-after');
    expect(inJapanese.body.detail).toBe(
      `新しいアカウントとしては投稿のペースが速すぎます。${left}秒後にもう一度お試しください。`,
    );
    expect(await countOf(note)).toBe(before + PER_MINUTE);
    t.advance(wait * 1000);
    expect((await comment(fan, 'next minute')).status).toBe(201);
  });

  it("names hours past a day's limit", async () => {
    const fan = await createArtist(t, 'limitDaily');
    expect((await comment(fan, 'first')).status).toBe(201);
    await t.deps.db
      .update(writeCounts)
      .set({ count: WRITE_LIMITS.comments[86_400] })
      .where(and(eq(writeCounts.userId, fan.id), eq(writeCounts.span, 86_400)));
    t.advance(61_000);
    const refused = await comment(fan, 'past the day');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect(refused.body.detail).toMatch(
      /^You have posted as much as a new account may in a day\. Try again in \d+ h \d+ min\.$/,
    );
  });

  it('does not count a replayed Idempotency-Key or a refused write', async () => {
    const fan = await createArtist(t, 'limitReplay');
    for (let i = 0; i < PER_MINUTE; i += 1) {
      // A write refused for its body rolls its count back.
      const empty = await call(t, 'POST', COMMENTS, { cookingidobj: note, comment: '' }, fan.token);
      expect(empty.status).toBe(400);
      const key = crypto.randomUUID();
      expect((await comment(fan, `r${i}`, key)).status).toBe(201);
      const again = await comment(fan, `r${i}`, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect((await comment(fan, 'eleventh')).status).toBe(429);
  });

  it('counts reactions apart from comments', async () => {
    const fan = await createArtist(t, 'limitMixed');
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await comment(fan, `m${i}`)).status).toBe(201);
    const like = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/likes/',
      { cookingidobj: note, like_type: 'FI' },
      fan.token,
    );
    expect(like.status).toBe(201);
  });

  it('does not limit an account older than a week', async () => {
    const fan = await createArtist(t, 'limitVeteran');
    await t.deps.db
      .update(users)
      .set({ createdAt: new Date(t.deps.clock().getTime() - 8 * 86_400_000) })
      .where(eq(users.id, fan.id));
    for (let i = 0; i <= PER_MINUTE; i += 1) expect((await comment(fan, `v${i}`)).status).toBe(201);
    const counted = await t.deps.db.select().from(writeCounts).where(eq(writeCounts.userId, fan.id));
    expect(counted).toEqual([]);
  });
});
