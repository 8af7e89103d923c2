/**
 * The core write middleware, through portfolio create: Idempotency-Key replays, misuse of a key,
 * failed writes not stored, and the API body limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios, techniques } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const create = (token: string, body: unknown, key?: string) =>
  call(t, 'POST', '/api/artist/portfolios/', body, token, key ? { 'idempotency-key': key } : {});

describe('idempotency', () => {
  it('answers a replayed key with the first 201 and writes one row', async () => {
    const { user, token } = await createVerifiedUser(t);
    const first = await create(token, { artist_name: 'Once', country: 'US' }, 'create-portfolio-0001');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(token, { artist_name: 'Once', country: 'US' }, 'create-portfolio-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.deps.db.select().from(portfolios).where(eq(portfolios.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers two sends of one key at once with one write and the same answer', async () => {
    const { user, token } = await createVerifiedUser(t);
    const send = () =>
      call(t, 'POST', '/api/whatiscooking/techniques/create/', { name: 'Toprock' }, token, {
        'idempotency-key': 'same-lab-at-once-0001',
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const rows = await t.deps.db.select().from(techniques).where(eq(techniques.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps keys per user', async () => {
    const a = await createVerifiedUser(t);
    const b = await createVerifiedUser(t);
    expect((await create(a.token, { artist_name: 'A', country: 'US' }, 'shared-key-000001')).status).toBe(
      201,
    );
    const res = await create(b.token, { artist_name: 'B', country: 'US' }, 'shared-key-000001');
    expect(res.status).toBe(201);
    expect(res.body.artist_name).toBe('B');
  });

  it('refuses a key reused on another path', async () => {
    const { token } = await createVerifiedUser(t);
    expect((await create(token, { artist_name: 'Path', country: 'US' }, 'reused-key-000001')).status).toBe(
      201,
    );
    const res = await call(t, 'POST', '/api/uploads/presign/', { type: 'P' }, token, {
      'idempotency-key': 'reused-key-000001',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['This Idempotency-Key was used for another request.'] });
  });

  it('refuses an invalid key', async () => {
    const { token } = await createVerifiedUser(t);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon;key']) {
      const res = await create(token, { artist_name: 'Key', country: 'US' }, key);
      expect(res.status, key).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['Invalid Idempotency-Key.'] });
    }
  });

  it('does not store a failed write, so a corrected retry with the same key succeeds', async () => {
    const { token } = await createVerifiedUser(t);
    const failed = await create(token, { artist_name: '', country: 'US' }, 'retry-key-0000001');
    expect(failed).toMatchObject({ status: 400, body: { artist_name: [msg.artistNameRequired] } });
    const fixed = await create(token, { artist_name: 'Fixed', country: 'US' }, 'retry-key-0000001');
    expect(fixed.status).toBe(201);
    expect(fixed.body.artist_name).toBe('Fixed');
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const { token } = await createVerifiedUser(t);
    const res = await create(token, { artist_name: 'Big', country: 'US', bio: 'x'.repeat(1024 * 1024) });
    expect(res).toMatchObject({ status: 413, body: { detail: msg.tooLarge } });
  });
});
