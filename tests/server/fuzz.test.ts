/**
 * Property-based fuzzing of every route of the app (walked from `app.routes`, tests/helpers/fuzz-*.ts):
 * as a guest, a forged token and two signed-in users, with paths, queries and bodies (JSON, multipart,
 * urlencoded, malformed) generated from and around each route's schema, over a seeded database.
 * Whatever the input, no answer is a 5xx. The seed is fixed so runs repeat; FUZZ_SEED and FUZZ_RUNS
 * explore further. A failure prints the seed, the shrunk request and what the server logged.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { fuzzRoutes, type Identity, requestSpecs, toRequest } from '../helpers/fuzz-routes';
import { collect, type Pool } from '../helpers/fuzz-values';
import { connectPayments, publishLab } from '../helpers/labs';
import { call, makeTestApp } from '../helpers/server';

const SEED = Number(process.env.FUZZ_SEED ?? 20260309);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const BASE = '/api/whatiscooking';

const t = await makeTestApp();
// Sign-in and sign-out routes last, so a fuzzed sign-out cannot end the sessions the others rely on.
const routes = fuzzRoutes(t.app).sort(
  (a, b) => Number(a.path.startsWith('/api/auth/')) - Number(b.path.startsWith('/api/auth/')),
);
const logged: string[] = [];
const pool: Pool = {
  ids: [1, 2],
  uuids: [],
  words: ['0', 'true', 'false'],
  samples: new Map(),
  examples: new Map(),
};
const tokens: Record<Identity, string | undefined> = {
  guest: undefined,
  artist: undefined,
  member: undefined,
  forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
};

/** A write of the seeded world: its body becomes an example of the route, its answer feeds the pool. */
async function write(method: string, token: string | undefined, path: string, body: unknown) {
  const res = await call(t, method, path, body, token);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const route = `${method} ${path.split('?')[0]}`;
  pool.examples.set(route, [...(pool.examples.get(route) ?? []), body]);
  collect(pool, res.body);
  return res.body;
}
const post = (token: string | undefined, path: string, body: object) => write('POST', token, path, body);

/** Two artists with notes, labs, a free and a fee published lab; a member of the free lab's room. */
async function seedWorld() {
  const artist = await createArtist(t, 'fuzzArtist', 'Fuzz Artist');
  const other = await createArtist(t, 'fuzzOther', 'Fuzz Other');
  const member = await createVerifiedUser(t, { username: 'fuzzMember' });
  const seeder = await createVerifiedUser(t, { username: 'fuzzSeeder' });
  tokens.artist = artist.token;
  tokens.member = member.token;
  for (const token of [artist.token, member.token])
    collect(pool, (await call(t, 'GET', '/api/auth/user/', undefined, token)).body);
  await post(seeder.token, '/api/artist/portfolios/', { artist_name: 'Seeder', country: 'US', bio: 'Hi' });
  await connectPayments(t, other.id);
  collect(pool, await publishLab(t, other, 'Fuzz fee lab', { price: '9.99' }));

  const note = await post(other.token, `${BASE}/cooking/`, { video: VIDEO, access: 5, lesson: 'Fuzz' });
  await post(artist.token, `${BASE}/cooking/`, { video: VIDEO, access: 3, mention1: other.portfolio });
  const own = await post(artist.token, `${BASE}/cooking/`, { video: VIDEO, access: 1, lesson: 'Mine' });
  await post(artist.token, `${BASE}/cooking/comments/`, { cookingidobj: note.id, comment: 'Nice' });
  await post(artist.token, `${BASE}/cooking/likes/`, { cookingidobj: note.uuid, like_type: 'FI' });
  await post(other.token, `${BASE}/taggedteachers/`, { cookingidobj: note.id, shareidobj: artist.portfolio });
  const lab = await post(artist.token, `${BASE}/techniques/create/`, { name: 'Fuzz lab', about: 'Drills' });
  const relation = await post(artist.token, `${BASE}/ct-relations/create/`, {
    cooking: own.id,
    technique: lab.id,
  });
  const plab = await post(artist.token, `${BASE}/publishedlabs/create/`, { name: 'Fuzz free', lab: lab.id });
  await write('PUT', artist.token, `${BASE}/ct-relations/bulk_update/?lab_id=${lab.id}`, [
    { id: relation.id, publish: true },
  ]);
  await post(artist.token, `${BASE}/plabsubs/`, { plab: plab.id, price: '0', subscription_period: 30 });
  await post(member.token, '/api/payments/checkout/', { plab: plab.uuid });
  await post(member.token, `${BASE}/labroom-chat/`, { plab: plab.id, comment: 'Hello room' });
  await post(artist.token, '/api/uploads/presign/', { type: 'P' });
  await post(artist.token, '/api/payments/validate-country/', { country: 'US' });
  await post(artist.token, '/api/payments/create-connect-account/', { country: 'US' });

  const password = { password1: 'groove1234', password2: 'groove1234' };
  await post(undefined, '/api/auth/registration/', {
    username: 'fuzzNew',
    email: 'new@example.com',
    ...password,
    country: 'US',
  });
  await post(undefined, '/api/auth/resend-confirmation-email/', { email: 'new@example.com' });
  await post(undefined, '/api/auth/login/', { email: 'fuzzmember@example.com', password: 'groove1234' });
  await post(undefined, '/api/auth/password/reset/', { email: 'fuzzmember@example.com' });
}

beforeAll(async () => {
  t.deps.log.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  await seedWorld();
});
afterAll(() => t.close());

describe(`fuzz (seed ${SEED}, ${RUNS} runs per route)`, () => {
  it('walks every route of the app with the schemas its input edge validates', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toContain('POST /api/whatiscooking/cooking/');
    expect(names).toContain('GET /api/artist/portfolios/:username');
    expect(names).toContain('GET /media/:size/:key');
    expect(routes.find((route) => route.path === `${BASE}/cooking/`)?.body).toBeDefined();
    expect(routes.find((route) => route.path === '/api/artist/search/')?.query).toBeDefined();
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestSpecs(route, pool), async (spec) => {
          logged.length = 0;
          const { url, init } = toRequest(spec, tokens);
          const res = await t.app.request(url, init);
          const answer = await res.text();
          expect(res.status, `${answer}\n${logged.join('\n')}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );
});
