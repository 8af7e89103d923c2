/**
 * The access matrix of a lab's progress (issue 28): marking a note, reading one's marks on a lab and
 * the artist's counts, tried by every role: a guest (401), a stranger, the lab's artist, a buyer, a
 * buyer whose period ended, a user the artist blocked (with and without a purchase); then a note a
 * moderator hid and an artist who was suspended. What a role may not watch is 404; the counts are
 * the artist's alone (403).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookings, users } from '../../src/server/db/schema';
import { progressApi } from '../../src/shared/api-paths';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { connectPayments, insertPurchase, labWithVideos, publishLab, type Ref } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const API = '/api';

type Lab = { lab: Ref; notes: Ref[] };
type Role = 'guest' | 'stranger' | 'owner' | 'buyer' | 'expired' | 'blocked' | 'blockedBuyer';

let t: TestContext;
const tokens = {} as Record<Role, string | undefined>;
let fee: Lab;
let free: Lab;
let personal: Lab;

const put = (token: string | undefined, cooking: string) =>
  call(t, 'PUT', `${API}${progressApi.mark}`, { cooking, state: 'got_it' }, token);
const get = (token: string | undefined, path: string) => call(t, 'GET', `${API}${path}`, undefined, token);
const marked = async (token: string | undefined, lab: Lab) =>
  ((await get(token, progressApi.ofLab(lab.lab.id))).body.results ?? []).map(
    (p: { cooking: string }) => p.cooking,
  );

/** A lab's notes, as its owner lists them, in the order of its relations. */
async function notesOf(lab: Ref, relations: Ref[], token: string): Promise<Ref[]> {
  const list = await get(token, `/whatiscooking/cookings-of-a-technique/list/?technique_id=${lab.id}`);
  const byRelation = new Map<number, Ref>(
    list.body.results.map((item: { id: number; cooking: Ref }) => [item.id, item.cooking]),
  );
  return relations.map((relation) => byRelation.get(relation.id) as Ref);
}

async function artistWithLabs(name: string) {
  const artist = await createArtist(t, name);
  await connectPayments(t, artist.id);
  const paid = await publishLab(t, artist, `${name} fee`, { access: [5, 1, 5] });
  const open = await publishLab(t, artist, `${name} free`, { access: [1], price: '0' });
  const own = await labWithVideos(t, artist, `${name} private`, [5]);
  const labOf = async (made: { lab: Ref; relations: Ref[] }) => ({
    lab: made.lab,
    notes: await notesOf(made.lab, made.relations, artist.token),
  });
  return {
    artist,
    fee: await labOf(paid),
    plab: paid.plab,
    free: await labOf(open),
    personal: await labOf(own),
  };
}

beforeAll(async () => {
  t = await makeTestApp();
  const made = await artistWithLabs('lpaArtist');
  ({ fee, free, personal } = made);
  const user = (username: string) => createVerifiedUser(t, { username });
  const stranger = await user('lpaStranger');
  const buyer = await user('lpaBuyer');
  const expired = await user('lpaExpired');
  const blocked = await user('lpaBlocked');
  const blockedBuyer = await user('lpaBlockedBuyer');
  await insertPurchase(t, buyer.user.id, made.plab.id);
  await insertPurchase(t, expired.user.id, made.plab.id, { days: 30, startedDaysAgo: 31 });
  await insertPurchase(t, blockedBuyer.user.id, made.plab.id);
  for (const username of ['lpaBlocked', 'lpaBlockedBuyer'])
    expect((await call(t, 'POST', '/api/blocks/', { username }, made.artist.token)).status).toBe(201);
  Object.assign(tokens, {
    guest: undefined,
    stranger: stranger.token,
    owner: made.artist.token,
    buyer: buyer.token,
    expired: expired.token,
    blocked: blocked.token,
    blockedBuyer: blockedBuyer.token,
  });
});
afterAll(() => t.close());

/**
 * Each role's answers: marking the fee lab's note that only its artist sees outside the lab, and a
 * community one; reading their marks on the fee, free and personal labs; the fee lab's counts.
 */
const MATRIX: [Role, number, number, number, number, number, number][] = [
  // role          PUT only-in-lab, PUT community, GET fee, GET free, GET personal, counts
  ['guest', 401, 401, 401, 401, 401, 401],
  ['stranger', 404, 200, 404, 200, 404, 403],
  ['owner', 200, 200, 200, 200, 200, 200],
  ['buyer', 200, 200, 200, 200, 404, 403],
  ['expired', 404, 200, 404, 200, 404, 403],
  ['blocked', 404, 404, 404, 404, 404, 403],
  // A block does not take back a bought lab; the free one was never joined.
  ['blockedBuyer', 200, 200, 200, 404, 404, 403],
];

describe('the access matrix', () => {
  it.each(MATRIX)('%s', async (role, inLab, community, feeRead, freeRead, personalRead, counts) => {
    const token = tokens[role];
    const [onlyInLab, everyone] = [fee.notes[1] as Ref, fee.notes[0] as Ref];
    expect((await put(token, onlyInLab.uuid)).status, 'PUT only-in-lab').toBe(inLab);
    expect((await put(token, everyone.uuid)).status, 'PUT community').toBe(community);
    expect((await get(token, progressApi.ofLab(fee.lab.id))).status, 'GET fee').toBe(feeRead);
    expect((await get(token, progressApi.ofLab(free.lab.id))).status, 'GET free').toBe(freeRead);
    expect((await get(token, progressApi.ofLab(personal.lab.id))).status, 'GET personal').toBe(personalRead);
    expect((await get(token, progressApi.counts(fee.lab.id))).status, 'counts').toBe(counts);
  });

  it('answers a lab that does not exist with 404 to marks and counts alike', async () => {
    expect((await get(tokens.owner, progressApi.ofLab(2_147_483_647))).status).toBe(404);
    expect((await get(tokens.owner, progressApi.counts(2_147_483_647))).status).toBe(404);
  });
});

describe('a hidden note and a suspended artist', () => {
  let other: Awaited<ReturnType<typeof artistWithLabs>>;
  let buyer: string;

  beforeAll(async () => {
    other = await artistWithLabs('lpaOther');
    const account = await createVerifiedUser(t, { username: 'lpaOtherBuyer' });
    await insertPurchase(t, account.user.id, other.plab.id);
    buyer = account.token;
  });

  it("keeps a note a moderator hid out of everyone's reach but its artist's", async () => {
    const hidden = other.fee.notes[0] as Ref;
    await t.deps.db.update(cookings).set({ hiddenAt: new Date() }).where(eq(cookings.id, hidden.id));
    expect((await put(buyer, hidden.uuid)).status).toBe(404);
    expect((await put(tokens.stranger, hidden.uuid)).status).toBe(404);
    expect(await marked(buyer, other.fee)).not.toContain(hidden.uuid);
    expect(await marked(buyer, other.fee)).toContain((other.fee.notes[1] as Ref).uuid);
    expect((await put(other.artist.token, hidden.uuid)).status).toBe(200);
    expect(await marked(other.artist.token, other.fee)).toContain(hidden.uuid);
  });

  it("takes a suspended artist's lab and notes from everyone", async () => {
    await t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, other.artist.id));
    const [, onlyInLab, everyone] = other.fee.notes as [Ref, Ref, Ref];
    expect((await put(buyer, onlyInLab.uuid)).status).toBe(404);
    expect((await put(buyer, everyone.uuid)).status).toBe(404);
    expect((await put(tokens.stranger, everyone.uuid)).status).toBe(404);
    expect((await get(buyer, progressApi.ofLab(other.fee.lab.id))).status).toBe(404);
    expect((await get(tokens.stranger, progressApi.ofLab(other.free.lab.id))).status).toBe(404);
  });
});

it('reads the notes of a lab the way its own list does', async () => {
  // The matrix's notes really are the labs' (a wrong fixture would pass the matrix vacuously).
  expect(await marked(tokens.owner, fee)).toEqual(fee.notes.map((note) => note.uuid).reverse());
  const community = await get(tokens.stranger, `/whatiscooking/cooking/${(fee.notes[0] as Ref).uuid}/`);
  expect(community.status).toBe(200);
  const onlyInLab = await get(tokens.stranger, `/whatiscooking/cooking/${(fee.notes[1] as Ref).uuid}/`);
  expect(onlyInLab.status).toBe(404);
});
