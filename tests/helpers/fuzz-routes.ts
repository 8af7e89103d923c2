/**
 * The routes the fuzz suite walks and the requests it sends them. Routes come from the app itself
 * (`app.routes`) with the schemas their `body()` and `query()` middleware validate, so a new route is
 * fuzzed without being listed here. A request is a plain, printable spec until it is sent.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import { contracts } from '../../src/server/http/body';
import type { Pool } from './fuzz-pool';
import { aroundValue, hostileText, spliced } from './fuzz-values';

export type FuzzRoute = { method: string; path: string; body?: v.GenericSchema; query?: v.GenericSchema };

type RouterEntry = { method: string; path: string; handler: object };

/**
 * Every method and path of the app (middleware-only `*` entries aside), with its input schemas; the
 * sign-in and sign-out routes last, so a fuzzed sign-out cannot end the sessions the others rely on.
 */
export function fuzzRoutes(app: { routes: RouterEntry[] }): FuzzRoute[] {
  const routes = new Map<string, FuzzRoute>();
  for (const entry of app.routes) {
    if (entry.method === 'ALL' || entry.path.includes('*')) continue;
    const key = `${entry.method} ${entry.path}`;
    const route = routes.get(key) ?? { method: entry.method, path: entry.path };
    const contract = contracts.get(entry.handler);
    if (contract) route[contract.source] = contract.schema;
    routes.set(key, route);
  }
  const authLast = (route: FuzzRoute) => Number(route.path.startsWith('/api/auth/'));
  return [...routes.values()].sort((a, b) => authLast(a) - authLast(b));
}

export type Identity = 'guest' | 'artist' | 'member' | 'forged';
/** How a body travels: mostly as clients send it, sometimes malformed (`raw`) or missing. */
const encodings = fc.oneof(
  { arbitrary: fc.constant('json' as const), weight: 4 },
  { arbitrary: fc.constant('multipart' as const), weight: 3 },
  { arbitrary: fc.constantFrom('urlencoded' as const, 'raw' as const, 'none' as const), weight: 3 },
);

export type RequestSpec = {
  method: string;
  target: { path: string; query: [string, unknown][] };
  identity: Identity;
  encoding: 'json' | 'multipart' | 'urlencoded' | 'raw' | 'none';
  /** The content type a `raw` body claims. */
  rawType: string;
  body: unknown;
  idempotencyKey?: string;
};

const RAW_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'text/plain',
];

/** Percent-encodes text for a URL; a lone surrogate becomes the invalid bytes a raw client could send. */
const encode = (text: string) =>
  Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

/**
 * A path segment for `:name` or `:name{pattern}`: a value the seeded answers gave `name`, a real
 * reference, a match of the pattern, or hostile text.
 */
function segment(param: string, pool: Pool): fc.Arbitrary<string> {
  const [, name = '', pattern] = /^:(\w+)(?:\{(.+)\})?$/.exec(param) ?? [];
  const seen = (pool.samples.get(name) ?? []).map(String);
  const real = fc.constantFrom(...seen, ...pool.ids.map(String), ...pool.uuids, ...pool.words);
  const matching = pattern ? fc.stringMatching(new RegExp(`^(?:${pattern})$`)) : real;
  return fc.oneof(
    { arbitrary: real.map(encode), weight: 3 },
    { arbitrary: matching.map(encode), weight: 2 },
    { arbitrary: hostileText.map(encode), weight: 2 },
  );
}

const PAGE_VALUES = ['2147483648', '-2147483649', '1e20', '9007199254740993', '0', '-5', 'NaN', '101'];

/** A paging parameter: mostly absent (so the rest of the query is tried), else real, odd or hostile. */
const pageParam = (pool: Pool) =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    fc.constantFrom('1', '2', '100', ...pool.ids.map(String)),
    fc.constantFrom(...PAGE_VALUES),
    hostileText,
  );
const paging = (pool: Pool) =>
  fc.record({ after: pageParam(pool), before: pageParam(pool), page_size: pageParam(pool) });

const entriesOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
    : [['value', value]];

/** Links the seeded answers handed out to this route, followed as given or with one parameter made hostile. */
function followedLinks(route: FuzzRoute, pool: Pool) {
  const pattern = route.path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? `(?:${/\{(.+)\}$/.exec(part)?.[1] ?? '[^/]+'})` : part.replace(/\W/g, '\\$&'),
    )
    .join('/');
  const links = pool.links.filter((link) => new RegExp(`^${pattern}$`).test(link.pathname));
  if (links.length === 0) return undefined;
  return fc.constantFrom(...links).chain((link) => {
    const given: [string, unknown][] = [...link.searchParams];
    if (given.length === 0) return fc.constant({ path: link.pathname, query: given });
    const spoilt = fc
      .nat({ max: given.length - 1 })
      .chain((at) =>
        fc
          .oneof(spliced(given[at]?.[1]), hostileText)
          .map((bad) => given.map(([key, value], i) => [key, i === at ? bad : value])),
      );
    return fc
      .oneof(fc.constant(given), spoilt)
      .map((query) => ({ path: link.pathname, query: query as [string, unknown][] }));
  });
}

/** Requests for one route: its path with parameters filled, a query and a body around its schemas. */
export function requestSpecs(route: FuzzRoute, pool: Pool): fc.Arbitrary<RequestSpec> {
  const path = fc
    .tuple(
      ...route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? segment(part, pool) : fc.constant(part))),
    )
    .map((parts) => parts.join('/'));
  const query = fc
    .tuple(aroundValue(route.query, pool), route.method === 'GET' ? paging(pool) : fc.constant({}))
    .map(([schemaPart, pagePart]) => [...entriesOf(schemaPart), ...Object.entries(pagePart)]);
  const generated = fc.record({ path, query });
  const links = followedLinks(route, pool);
  const target = links ? fc.oneof(generated, { arbitrary: links, weight: 2 }) : generated;
  const hasBody = route.method !== 'GET';
  return fc.record({
    method: fc.constant(route.method),
    target,
    identity: fc.constantFrom<Identity>('guest', 'artist', 'artist', 'member', 'forged'),
    encoding: hasBody ? encodings : fc.constant('none' as const),
    body: hasBody
      ? aroundValue(route.body, pool, pool.examples.get(`${route.method} ${route.path}`))
      : fc.constant(undefined),
    rawType: fc.constantFrom(...RAW_TYPES),
    // A few fixed keys come back across routes and runs, so replays and reuse on another path are tried.
    idempotencyKey: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 4 },
      fc.uuid(),
      fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'short', 'k'.repeat(129)),
    ),
  });
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Field pairs of a form: arrays repeat their key, objects travel as JSON, undefined is left out. */
const formPairs = (value: unknown): [string, string][] =>
  entriesOf(value).flatMap(([key, inner]) =>
    inner === undefined
      ? []
      : Array.isArray(inner)
        ? inner.map((item) => [key, asText(item)])
        : [[key, asText(inner)]],
  );

function encodeBody(spec: RequestSpec): { body?: BodyInit; type?: string } {
  switch (spec.encoding) {
    case 'json':
      return { body: JSON.stringify(spec.body) ?? '', type: 'application/json' };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of formPairs(spec.body)) form.append(key, value);
      form.append('file', new Blob([asText(spec.body)]), 'upload.png');
      return { body: form };
    }
    case 'urlencoded':
      return { body: new URLSearchParams(formPairs(spec.body)), type: 'application/x-www-form-urlencoded' };
    case 'raw':
      return { body: asText(spec.body).slice(1), type: spec.rawType };
    default:
      return {};
  }
}

/** The spec as a request to the app: `app.request(url, init)`. */
export function toRequest(spec: RequestSpec, tokens: Record<Identity, string | undefined>) {
  const search = spec.target.query
    .flatMap(([key, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(asText(item))}`),
    )
    .join('&');
  const { body, type } = encodeBody(spec);
  const token = tokens[spec.identity];
  const headers: Record<string, string> = {
    ...(type ? { 'content-type': type } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(spec.idempotencyKey ? { 'idempotency-key': spec.idempotencyKey } : {}),
  };
  return {
    url: `${spec.target.path}${search ? `?${search}` : ''}`,
    init: { method: spec.method, headers, body },
  };
}
