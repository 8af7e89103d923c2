/**
 * The fuzz suite's limits, tried one by one rather than by chance: every parameter of every path at
 * the edges of PostgreSQL's integer, every date field (found by what its schema accepts) at the
 * edges of the years PostgreSQL stores, of the calendar, and of the time zones, and every number
 * field with a range at and just past its ends. Routes and fields come from the app and its schemas
 * (fuzz-routes.ts), so a route or a field added later is tried too.
 */
import * as v from 'valibot';
import type { Pool } from './fuzz-pool';
import type { FuzzRoute } from './fuzz-routes';

/** The largest PostgreSQL integer. */
const MAX_INT = 2_147_483_647;

/** Ids in and around PostgreSQL's integer, as a path carries them. */
export const ID_LIMITS = [
  '0',
  '-1',
  '1',
  '00000000001',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '99999999999',
  '9'.repeat(20),
];

/** An id that no PostgreSQL integer row can have: a path naming it is a 400 or 404. */
export const namesNoRow = (id: string) => !/^\d+$/.test(id) || Number(id) < 1 || Number(id) > MAX_INT;

type Param = { name: string; pattern?: RegExp };

/** The path's parameters (`:name` or `:name{pattern}`), by position among its segments. */
export function pathParams(path: string): Map<number, Param> {
  const params = new Map<number, Param>();
  path.split('/').forEach((part, at) => {
    const [, name, pattern] = /^:(\w+)(?:\{(.+)\})?$/.exec(part) ?? [];
    if (name) params.set(at, { name, pattern: pattern ? new RegExp(`^(?:${pattern})$`) : undefined });
  });
  return params;
}

/** A value the seeded world gave a parameter of that name (or any id or uuid) that its pattern matches. */
function filler(param: Param, pool: Pool): string {
  const candidates = [
    ...(pool.samples.get(param.name) ?? []).map(String),
    ...pool.uuids,
    ...pool.ids.map(String),
    ...pool.words,
  ];
  return candidates.find((value) => param.pattern?.test(value) ?? true) ?? 'x';
}

/** The route's path with the parameter at `at` set to `value` and the others to real values. */
export function pathWith(route: FuzzRoute, at: number, value: string, pool: Pool): string {
  const params = pathParams(route.path);
  return route.path
    .split('/')
    .map((part, i) => {
      const param = params.get(i);
      if (!param) return part;
      return encodeURIComponent(i === at ? value : filler(param, pool));
    })
    .join('/');
}

/** Whether the parameter's pattern lets digits through, so the value reaches the route as an id. */
export const takesDigits = (param: Param) => param.pattern?.test('12') ?? false;

export type DateKind = 'day' | 'wall' | 'instant';
/** A day of each kind's form that exists, and one that does not: what a date field tells apart. */
const PROBES: Record<DateKind, [string, string]> = {
  day: ['2030-05-10', '2030-02-30'],
  wall: ['2030-05-10T18:00', '2030-02-30T18:00'],
  instant: ['2030-05-10T18:00:00.000Z', '2030-02-30T18:00:00.000Z'],
};

const entriesOf = (schema: v.GenericSchema | undefined) =>
  Object.entries((schema as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries ?? {});

/**
 * The date fields of an object schema, in its order: those that take a date of their kind's form
 * and refuse a day the calendar does not have. A field that takes any text is not one.
 */
export function dateFields(schema: v.GenericSchema | undefined): { key: string; kind: DateKind }[] {
  return entriesOf(schema).flatMap(([key, field]) =>
    (Object.keys(PROBES) as DateKind[])
      .filter((kind) => {
        const [real, unreal] = PROBES[kind];
        return v.safeParse(field, real).success && !v.safeParse(field, unreal).success;
      })
      .slice(0, 1)
      .map((kind) => ({ key, kind })),
  );
}

/** The schema's time zone field, if it has one: it takes an IANA zone and refuses a made-up one. */
export const zoneField = (schema: v.GenericSchema | undefined) =>
  entriesOf(schema).find(
    ([, field]) =>
      v.safeParse(field, 'Pacific/Kiritimati').success && !v.safeParse(field, 'Mars/Base').success,
  )?.[0];

/** The zones furthest ahead of and behind UTC, so a wall time's instant is pushed past its day. */
export const ZONE_LIMITS = ['Pacific/Kiritimati', 'Etc/GMT+12'];

/** Days at the edges: of the years PostgreSQL stores, of JavaScript's date forms, and of the calendar. */
export const DAY_LIMITS = [
  '0000-01-01',
  '0000-12-31',
  '0001-01-01',
  '0001-01-02',
  '0002-01-01',
  '1969-12-31',
  '1970-01-01',
  '2032-02-29',
  '9998-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2030-02-30',
  '2031-02-29',
  '2030-04-31',
  '2030-13-01',
  '2030-00-10',
];

/** A day that is no date of years 1-9999 (or of the calendar): a date field refuses it with a 400. */
export const isOutOfRange = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return true;
  const year = Number(match[1]);
  const date = new Date(`${day}T00:00:00Z`);
  const exists = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  return year < 1 || year > 9999 || !exists;
};

/** The value of a date field of `kind` on `day`; later fields of the body get a later time of day. */
export const dateValue = (kind: DateKind, day: string, order: number) =>
  kind === 'day' ? day : kind === 'wall' ? `${day}T${order ? '23:59' : '00:00'}` : `${day}T00:00:00.000Z`;

type NumberNode = {
  type: string;
  wrapped?: NumberNode;
  pipe?: { type: string; requirement?: unknown }[];
};
const unwrapped = (node: NumberNode): NumberNode =>
  node.wrapped && ['optional', 'nullable', 'nullish'].includes(node.type) ? unwrapped(node.wrapped) : node;

export type RangedNumber = { key: string; min: number; max: number; whole: boolean };

/** The number fields of an object schema with both ends of a range (a moment's `at`, 0-43200). */
export function rangedNumbers(schema: v.GenericSchema | undefined): RangedNumber[] {
  return entriesOf(schema).flatMap(([key, field]) => {
    const node = unwrapped(field as unknown as NumberNode);
    const action = (type: string) => node.pipe?.find((a) => a.type === type);
    const [min, max] = [action('min_value')?.requirement, action('max_value')?.requirement];
    if (node.type !== 'number' || typeof min !== 'number' || typeof max !== 'number') return [];
    return [{ key, min, max, whole: Boolean(action('integer')) }];
  });
}

/** Values at and just past a ranged field's ends, and whether the field takes each. */
export const numberLimits = ({ min, max, whole }: RangedNumber): [unknown, boolean][] => [
  [min, true],
  [max, true],
  [min - 1, false],
  [max + 1, false],
  [min + 0.5, !whole],
  [String(min), false],
];
