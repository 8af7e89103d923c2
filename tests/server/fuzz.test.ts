/**
 * Property-based fuzzing of every route of the app (walked from `app.routes`, tests/helpers/fuzz-*.ts):
 * as a guest, a forged token and two signed-in users, with paths, queries and bodies (JSON, multipart,
 * urlencoded, malformed) generated from and around each route's schema, over a seeded database.
 * Whatever the input, no answer is a 5xx. The seed is fixed so runs repeat; FUZZ_SEED and FUZZ_RUNS
 * explore further. A failure prints the seed, the shrunk request and what the server logged.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRoutes, requestSpecs, toRequest } from '../helpers/fuzz-routes';
import { seedWorld, WORLD_ENV, type World } from '../helpers/fuzz-world';
import { makeTestApp } from '../helpers/server';

const SEED = Number(process.env.FUZZ_SEED ?? 20260309);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const t = await makeTestApp(WORLD_ENV);
const routes = fuzzRoutes(t.app);
const logged: string[] = [];
let world: World;

beforeAll(async () => {
  t.deps.log.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  world = await seedWorld(t);
});
afterAll(() => t.close());

describe(`fuzz (seed ${SEED}, ${RUNS} runs per route)`, () => {
  it('walks every route of the app with the schemas its input edge validates', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toContain('POST /api/whatiscooking/cooking/');
    expect(names).toContain('GET /api/artist/portfolios/:username');
    expect(names).toContain('GET /media/:size/:key');
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/artist/follow/',
        'DELETE /api/artist/follow/:username/',
        'GET /api/artist/followers/',
        'GET /api/artist/following/',
        'GET /api/whatiscooking/following/',
        'GET /api/live/events/:uuid/',
        'GET /api/live/me/',
        'GET /api/live/labs/:uuid/room/',
        'GET /api/live/shoutouts/:uuid/',
        'GET /api/artist/portfolios/:username/results/',
      ]),
    );
    expect(routes.find((route) => route.path === '/api/artist/follow/')?.body).toBeDefined();
    expect(routes.find((route) => route.path === '/api/artist/followers/')?.query).toBeDefined();
    expect(routes.find((route) => route.path === '/api/whatiscooking/cooking/')?.body).toBeDefined();
    expect(routes.find((route) => route.path === '/api/artist/search/')?.query).toBeDefined();
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestSpecs(route, world.pool), async (spec) => {
          logged.length = 0;
          const { url, init } = toRequest(spec, world.tokens);
          const res = await t.app.request(url, init);
          // A live stream never ends: its status and headers are the answer, and it is closed.
          const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
          if (stream) await res.body?.cancel();
          const answer = stream ? 'an event stream' : await res.text();
          expect(res.status, `${answer}\n${logged.join('\n')}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );
});
