/**
 * The fuzz suite's limits, on every route of the app (tests/helpers/fuzz-limits.ts): each date field
 * at the edges of years 1-9999, of the calendar and of the time zones, sent where it reaches the
 * database (a seeded route's valid body, on an object the signed-in artist owns); each number field
 * with a range of a create (a moment's `at`) at and just past its ends, in a seeded body; and each
 * path parameter at the edges of PostgreSQL's integer. Nothing is a 5xx; what no row can be is a 400
 * naming the date or number field, or a 400 or 404 for the id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_LIMITS,
  dateFields,
  dateValue,
  ID_LIMITS,
  isOutOfRange,
  namesNoRow,
  numberLimits,
  pathParams,
  pathWith,
  rangedNumbers,
  takesDigits,
  ZONE_LIMITS,
  zoneField,
} from '../helpers/fuzz-limits';
import { type FuzzRoute, fuzzRoutes } from '../helpers/fuzz-routes';
import { seedWorld, WORLD_ENV, type World } from '../helpers/fuzz-world';
import { makeTestApp } from '../helpers/server';

const t = await makeTestApp(WORLD_ENV);
const routes = fuzzRoutes(t.app);
const named = (list: FuzzRoute[]) => list.map((route) => [`${route.method} ${route.path}`, route] as const);
const logged: string[] = [];
let world: World;

beforeAll(async () => {
  t.deps.log.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  world = await seedWorld(t);
});
afterAll(() => t.close());

/** Sends a JSON body (or, for GET, the fields as a query) as the seeded artist. */
async function send(method: string, path: string, fields: Record<string, unknown> = {}) {
  logged.length = 0;
  const token = world.tokens.artist;
  const query = method === 'GET' ? `?${new URLSearchParams(fields as Record<string, string>)}` : '';
  const res = await t.app.request(`${path}${query}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(fields),
  });
  const text = await res.text();
  return { status: res.status, text, logged: logged.join('\n') };
}

/**
 * Where the route's write of a plain value lands: its path (on an object the artist may edit, when it
 * has parameters) and a body it takes (one that seeded it, for a create), or undefined.
 */
async function landing(route: FuzzRoute, plain: (base: object) => Record<string, unknown>) {
  const params = [...pathParams(route.path).keys()];
  const refs = params.length ? [...world.pool.uuids, ...world.pool.ids.map(String)] : [''];
  const examples = params.length ? [{}] : (world.pool.examples.get(`${route.method} ${route.path}`) ?? [{}]);
  for (const ref of refs)
    for (const base of examples as object[]) {
      const path = params.reduce((at, i) => pathWith({ ...route, path: at }, i, ref, world.pool), route.path);
      if ((await send(route.method, path, plain(base))).status < 300) return { path, base };
    }
  return undefined;
}

describe('every date field at its limits', () => {
  const dated = routes.filter((route) => dateFields(route.body ?? route.query).length > 0);

  it('finds the date fields from the schemas', () => {
    const found = dated.map(
      (route) =>
        `${route.method} ${route.path} ${dateFields(route.body ?? route.query)
          .map((field) => `${field.key}:${field.kind}`)
          .join(',')}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/e1t1/sharing/ occured:day',
        'POST /api/journey/ occured:day',
        'POST /api/workshops/create/ start_date:day',
        'PATCH /api/workshops/:ref{[0-9a-fA-F-]+}/ start_date:day',
        'POST /api/events/create/ start:wall,end:wall',
        'PATCH /api/events/:ref{[0-9a-fA-F-]+} start:wall,end:wall',
      ]),
    );
  });

  it.each(named(dated))(
    '%s: never a 5xx, and a 400 naming the field for what is no date of years 1-9999',
    async (_name, route) => {
      const schema = route.body ?? route.query;
      const fields = dateFields(schema);
      const zone = zoneField(schema);
      const withDay = (base: object, day: string, timezone?: string): Record<string, unknown> => ({
        ...base,
        ...Object.fromEntries(fields.map((field, order) => [field.key, dateValue(field.kind, day, order)])),
        ...(zone && timezone ? { [zone]: timezone } : {}),
      });
      // A plain date must land, or the limits below would prove nothing about the database.
      const target = await landing(route, (base) => withDay(base, '2030-05-10'));
      expect(
        target,
        'no seeded object or example the artist can write: seed one in fuzz-world.ts',
      ).toBeDefined();
      const { path, base } = target as { path: string; base: object };

      const wrong: string[] = [];
      for (const day of DAY_LIMITS)
        for (const timezone of [undefined, ...(zone ? ZONE_LIMITS : [])]) {
          const res = await send(route.method, path, withDay(base, day, timezone));
          const named = fields.some((field) => res.text.includes(`"${field.key}":[`));
          const refused = res.status === 400 && named;
          if (res.status >= 500 || (isOutOfRange(day) && !refused))
            wrong.push(
              `${day} ${timezone ?? ''}: ${res.status} ${res.text.slice(0, 200)} ${res.logged.slice(0, 300)}`,
            );
        }
      expect(wrong.join('\n')).toBe('');
    },
  );
});

describe('every number field with a range of a create at its limits', () => {
  // A create's seeded bodies are valid examples to change one field of (an edit's path names an object).
  const ranged = routes.filter(
    (route) => pathParams(route.path).size === 0 && rangedNumbers(route.body ?? route.query).length > 0,
  );

  it('finds the ranged number fields from the schemas', () => {
    const found = ranged.map(
      (route) =>
        `${route.method} ${route.path} ${rangedNumbers(route.body ?? route.query)
          .map((field) => `${field.key}:${field.min}..${field.max}`)
          .join(',')}`,
    );
    expect(found).toEqual(expect.arrayContaining(['POST /api/whatiscooking/cooking/comments/ at:0..43200']));
  });

  it.each(named(ranged))(
    '%s: never a 5xx; each end lands, and a 400 naming the field just past it',
    async (_name, route) => {
      const wrong: string[] = [];
      for (const field of rangedNumbers(route.body ?? route.query)) {
        // An end must land, or the values past it would prove nothing about the database.
        const target = await landing(route, (base) => ({ ...base, [field.key]: field.min }));
        expect(
          target,
          `${field.key}: no seeded example the artist can write: seed one in fuzz-world.ts`,
        ).toBeDefined();
        const { path, base } = target as { path: string; base: object };
        for (const [value, takes] of numberLimits(field)) {
          const res = await send(route.method, path, { ...base, [field.key]: value });
          const refused = res.status === 400 && res.text.includes(`"${field.key}":[`);
          if (res.status >= 500 || (takes ? res.status >= 300 : !refused))
            wrong.push(
              `${field.key} = ${JSON.stringify(value)}: ${res.status} ${res.text.slice(0, 200)} ${res.logged.slice(0, 300)}`,
            );
        }
      }
      expect(wrong.join('\n')).toBe('');
    },
  );
});

describe('every path parameter at the limits of an id', () => {
  const withParams = routes.filter((route) => pathParams(route.path).size > 0);

  it.each(named(withParams))(
    '%s: never a 5xx, and a 400 or 404 for an id no row can have',
    async (_name, route) => {
      const wrong: string[] = [];
      for (const [at, param] of pathParams(route.path))
        for (const id of ID_LIMITS) {
          const res = await send(route.method, pathWith(route, at, id, world.pool));
          const refused = res.status === 400 || res.status === 404;
          if (res.status >= 500 || (takesDigits(param) && namesNoRow(id) && !refused))
            wrong.push(
              `:${param.name} = ${id}: ${res.status} ${res.text.slice(0, 200)} ${res.logged.slice(0, 300)}`,
            );
        }
      expect(wrong.join('\n')).toBe('');
    },
  );
});
