/**
 * The artist's earnings by month (GET /api/payments/earnings/months/): the last 12 calendar months in
 * UTC by the server's clock, oldest first, the net and count of their own paid sales in each, a month
 * without one as 0; older sales, pending checkouts, free joins and other artists' sales left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPurchases } from '../../src/server/db/schema';
import { createVerifiedUser } from '../helpers/accounts';
import { publishLab } from '../helpers/lab-fixtures';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const PATH = '/api/payments/earnings/months/';

let t: TestContext;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** The first instant (UTC) of the month `offset` months from the server's current one. */
const monthStart = (offset: number) => {
  const now = t.deps.clock();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};
const key = (offset: number) => monthStart(offset).toISOString().slice(0, 7);

/** A purchase of `plabId` by `buyerId` paid at `paidAt` (amounts in cents). */
async function sale(
  buyerId: number,
  plabId: number,
  paidAt: Date,
  { amount = 999, fee = 100, status = 'paid' as 'paid' | 'pending' } = {},
) {
  await t.deps.db.insert(labPurchases).values({
    userId: buyerId,
    plabId,
    amountCents: amount,
    feeCents: fee,
    periodDays: 30,
    provider: amount ? 'sandbox' : 'free',
    status,
    paidAt: status === 'paid' ? paidAt : null,
  });
}

describe('earnings by month', () => {
  it("sums the artist's own paid sales in each of the last 12 UTC months, the rest as 0", async () => {
    const seller = await createVerifiedUser(t, { username: 'monthSeller' });
    const rival = await createVerifiedUser(t, { username: 'monthRival' });
    const fan = await createVerifiedUser(t, { username: 'monthFan' });
    const { lab } = await publishLab(t, seller.user.id, { name: 'Monthly lab', priceCents: 999 });
    const { lab: free } = await publishLab(t, seller.user.id, { name: 'Free lab', priceCents: 0 });
    const { lab: theirs } = await publishLab(t, rival.user.id, { name: 'Rival lab', priceCents: 5000 });
    const hour = 60 * 60 * 1000;

    await sale(fan.user.id, lab.id, monthStart(0));
    await sale(fan.user.id, lab.id, monthStart(0), { amount: 1999, fee: 200 });
    // The last hour of a month in UTC (already the next month east of Greenwich) counts in it.
    await sale(fan.user.id, lab.id, new Date(monthStart(-2).getTime() - hour), { amount: 500, fee: 50 });
    // The first instant of the oldest month shown counts; the last one before it does not.
    await sale(fan.user.id, lab.id, monthStart(-11), { amount: 1200, fee: 120 });
    await sale(fan.user.id, lab.id, new Date(monthStart(-11).getTime() - 1), { amount: 7000, fee: 700 });
    await sale(fan.user.id, lab.id, monthStart(-13), { amount: 8000, fee: 800 });
    await sale(fan.user.id, lab.id, monthStart(0), { status: 'pending' });
    await sale(fan.user.id, free.id, monthStart(0), { amount: 0, fee: 0 });
    await sale(fan.user.id, theirs.id, monthStart(0), { amount: 5000, fee: 500 });

    const res = await call(t, 'GET', PATH, undefined, seller.token);
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('USD');
    const expected = Array.from({ length: 12 }, (_, i) => ({ month: key(i - 11), net: '0.00', sales: 0 }));
    expected[0] = { month: key(-11), net: '10.80', sales: 1 };
    expected[8] = { month: key(-3), net: '4.50', sales: 1 };
    expected[11] = { month: key(0), net: '26.98', sales: 2 };
    expect(res.body.months).toEqual(expected);

    const rivalView = await call(t, 'GET', PATH, undefined, rival.token);
    expect(rivalView.body.months.filter((m: { sales: number }) => m.sales > 0)).toEqual([
      { month: key(0), net: '45.00', sales: 1 },
    ]);
  });

  it('answers 12 months of 0 to a user who never sold, and nothing to a guest', async () => {
    const nobody = await createVerifiedUser(t, { username: 'monthNobody' });
    const res = await call(t, 'GET', PATH, undefined, nobody.token);
    expect(res.body).toEqual({
      months: Array.from({ length: 12 }, (_, i) => ({ month: key(i - 11), net: '0.00', sales: 0 })),
      currency: 'USD',
    });
    expect((await call(t, 'GET', PATH)).status).toBe(401);
  });
});
