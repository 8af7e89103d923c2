/**
 * Published labs for server tests: a lab published through the API with its videos and terms, and
 * the rows other features write (payment accounts, purchases) inserted straight into the database.
 */
import { randomUUID } from 'node:crypto';
import { labPurchases, paymentAccounts } from '../../src/server/db/schema';
import type { PlabSub } from '../../src/shared/schemas/published-labs';
import { call, type TestContext } from './server';

const BASE = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const DAY = 24 * 60 * 60 * 1000;

type Owner = { token: string };
export type Ref = { id: number; uuid: string };

async function post<T = Ref>(t: TestContext, token: string, path: string, body: object): Promise<T> {
  const res = await call(t, 'POST', `${BASE}${path}`, body, token);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The owner's payment account with the sandbox provider, onboarding complete. */
export async function connectPayments(t: TestContext, userId: number) {
  await t.deps.db.insert(paymentAccounts).values({
    userId,
    provider: 'sandbox',
    accountId: `acct_${randomUUID()}`,
    country: 'US',
    chargesEnabled: true,
    payoutsEnabled: true,
    onboardingComplete: true,
  });
}

/** A paid purchase (or a free join) that started `startedDaysAgo` days ago and lasts `days`. */
export async function insertPurchase(
  t: TestContext,
  userId: number,
  plabId: number,
  { days = 30, startedDaysAgo = 0, amountCents = 999, provider = 'sandbox' as 'sandbox' | 'free' } = {},
) {
  const paidAt = new Date(t.deps.clock().getTime() - startedDaysAgo * DAY);
  const [row] = await t.deps.db
    .insert(labPurchases)
    .values({
      userId,
      plabId,
      amountCents,
      feeCents: Math.round(amountCents / 10),
      periodDays: days,
      provider,
      status: 'paid',
      paidAt,
      expiresAt: new Date(paidAt.getTime() + days * DAY),
    })
    .returning();
  if (!row) throw new Error('purchase not inserted');
  return row;
}

/** A personal lab with `videos` notes (access as given, community by default) and their relations. */
export async function labWithVideos(t: TestContext, owner: Owner, name: string, access: number[]) {
  const lab = await post(t, owner.token, '/techniques/create/', { name, about: `About ${name}` });
  const relations: Ref[] = [];
  for (const level of access) {
    const note = await post(t, owner.token, '/cooking/', { video: VIDEO, access: level, lesson: name });
    relations.push(
      await post(t, owner.token, '/ct-relations/create/', { cooking: note.id, technique: lab.id }),
    );
  }
  return { lab, relations };
}

/** The publish form's bulk update: relation i of the lab is published when flags[i] is true. */
export const setPublished = (
  t: TestContext,
  token: string,
  labId: number,
  relations: Ref[],
  flags: boolean[],
) =>
  call(
    t,
    'PUT',
    `${BASE}/ct-relations/bulk_update/?lab_id=${labId}`,
    relations.map((relation, i) => ({ id: relation.id, publish: flags[i] === true })),
    token,
  );

/**
 * The publish sequence: a lab with notes of the given access levels, published, the first
 * `published` videos chosen, and (unless price is null) the subscription at `price` USD.
 */
export async function publishLab(
  t: TestContext,
  owner: Owner,
  name: string,
  options: { access?: number[]; published?: number; price?: string | null; period?: number } = {},
) {
  const { access = [5, 5, 5], price = '9.99', period = 30 } = options;
  const published = options.published ?? access.length;
  const { lab, relations } = await labWithVideos(t, owner, name, access);
  const plab = await post(t, owner.token, '/publishedlabs/create/', {
    name,
    about: `About ${name}`,
    lab: lab.id,
  });
  await setPublished(
    t,
    owner.token,
    lab.id,
    relations,
    relations.map((_, i) => i < published),
  );
  const sub =
    price === null
      ? null
      : await post<PlabSub>(t, owner.token, '/plabsubs/', {
          plab: plab.id,
          price,
          subscription_period: period,
        });
  return { lab, relations, plab, sub };
}
