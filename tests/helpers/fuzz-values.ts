/**
 * fast-check arbitraries for the fuzz suite: values that a route's valibot schema accepts (or almost
 * does), and the hostile values around them (wrong types, NUL and other control characters, lone
 * surrogates, out-of-range numbers, huge strings, deep nesting).
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import type { Pool } from './fuzz-pool';

type Node = {
  kind: string;
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: unknown[];
  literal?: unknown;
  item?: Node;
  requirement?: unknown;
};

const HOSTILE_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, 1e20, 2 ** 53, 1e308];

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f\u0085',
  '\ud800',
  'x\udfffy',
  'é\udc00',
  '\u2028\u2029\ufeff',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e20',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'null',
  '[object Object]',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'a\r\nSet-Cookie: x=1',
  'ＡＢＣ😀𝒸',
];

const oddChars = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u0085',
  '\ud800',
  '\udc00',
  'a',
  'é',
  '😀',
);

/**
 * Printable text that does not compress, so a long value reaches a database index at its full size
 * (PostgreSQL refuses an index entry over about 2.7 KB; a repeated character would compress below it).
 */
function noise(length: number, seed: number): string {
  let state = seed >>> 0 || 1;
  return Array.from({ length }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return String.fromCharCode(33 + ((state >>> 16) % 94));
  }).join('');
}

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: oddChars, maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.constantFrom(300, 3_000, 100_000), fc.integer()).map(([length, seed]) => noise(length, seed)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

const deep = fc.nat({ max: 3 }).map((power) => {
  let value: unknown = 'deep';
  for (let i = 0; i < 10 ** power; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON-ish value a client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, fc.integer()), { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  deep,
);

const actions = (node: Node) => node.pipe?.slice(1) ?? [];
const requirement = (node: Node, type: string) =>
  actions(node).find((action) => action.type === type)?.requirement as number | undefined;

/** A regex fast-check can generate from (it knows no `i` flag: lower case matches), or undefined. */
function generatorOf(regex: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(regex.source, regex.flags.replace('i', '')));
  } catch {
    return undefined; // lookarounds: fast-check cannot generate from them
  }
}

/** Strings the schema's last matchable regex accepts, or e-mails, or plausible words. */
function validString(node: Node, pool: Pool): fc.Arbitrary<string> {
  const words = fc.constantFrom(...pool.words, ...pool.uuids, ...pool.ids.map(String));
  const matching = actions(node)
    .filter((action) => action.type === 'regex')
    .flatMap((action) => generatorOf(action.requirement as RegExp) ?? []);
  if (matching.length > 0)
    return fc.oneof(words, { arbitrary: matching.at(-1) as fc.Arbitrary<string>, weight: 3 });
  if (actions(node).some((action) => action.type === 'email')) return fc.oneof(words, fc.emailAddress());
  return fc.oneof(words, fc.string({ maxLength: requirement(node, 'max_length') ?? 40 }));
}

function validNumber(node: Node, pool: Pool): fc.Arbitrary<number> {
  const min = requirement(node, 'min_value') ?? -1000;
  const max = requirement(node, 'max_value') ?? 2147483647;
  return fc.oneof(fc.constantFrom(...pool.ids), fc.integer({ min, max }));
}

/** Values the schema (nearly) accepts: checks and refinements may still refuse some. */
export function validValue(schema: v.GenericSchema | Node, pool: Pool): fc.Arbitrary<unknown> {
  const node = schema as Node;
  const inner = (child: Node) => validValue(child, pool);
  // A schema later in the pipe (`pipe(union(...), picklist(...))`) says more than the first one.
  const narrower = actions(node).findLast((action) => action.kind === 'schema');
  if (narrower) return inner(narrower);
  switch (node.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(node.entries ?? {}).map(([k, e]) => [k, fieldValue(k, e, pool)])),
      );
    case 'optional':
      return fc.option(inner(node.wrapped as Node), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(inner(node.wrapped as Node), { nil: null, freq: 4 });
    case 'union':
      return fc.oneof(...(node.options as Node[]).map(inner));
    case 'picklist':
      return fc.constantFrom(...(node.options ?? []));
    case 'literal':
      return fc.constant(node.literal);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(inner(node.item as Node), { maxLength: 4 });
    case 'number':
      return validNumber(node, pool);
    case 'string':
      return validString(node, pool);
    default:
      return hostileValue;
  }
}

/** A field's value: one the seeded answers gave that field name, or one from its schema. */
function fieldValue(key: string, node: Node, pool: Pool): fc.Arbitrary<unknown> {
  const seen = pool.samples.get(key);
  const fromSchema = validValue(node, pool);
  return seen ? fc.oneof({ arbitrary: fc.constantFrom(...seen), weight: 2 }, fromSchema) : fromSchema;
}

/** The value with an odd piece (mostly NUL; a control character, a lone surrogate, a line break) spliced in. */
export const spliced = (value: unknown): fc.Arbitrary<unknown> =>
  typeof value !== 'string'
    ? fc.constant(value)
    : fc
        .tuple(fc.oneof(fc.constant('\u0000'), oddChars, fc.constant('\r\nSet-Cookie: x=1')), fc.nat())
        .map(([odd, at]) => {
          const cut = at % (value.length + 1);
          return `${value.slice(0, cut)}${odd}${value.slice(cut)}`;
        });

/** A valid-ish value with an odd piece spliced in. */
const nearValue = (node: Node, pool: Pool) => validValue(node, pool).chain(spliced);

const unknownFields = fc.dictionary(
  fc.oneof(hostileText, fc.constantFrom('id', 'user', 'username', '__proto__', 'constructor')),
  hostileValue,
  {
    maxKeys: 2,
  },
);

/**
 * A value for the schema as a client might send it: valid-ish, or valid-ish with one field made odd or
 * hostile (so the others still lead past validation), with unknown fields, or hostile as a whole.
 */
export function aroundValue(
  schema: v.GenericSchema | Node | undefined,
  pool: Pool,
  examples: unknown[] = [],
): fc.Arbitrary<unknown> {
  const node = schema as Node | undefined;
  const entries = Object.entries(node?.type === 'object' ? (node.entries ?? {}) : {});
  if (!node) return fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, unknownFields, hostileValue);
  if (entries.length === 0) return fc.oneof({ arbitrary: validValue(node, pool), weight: 3 }, hostileValue);
  const fromSchema = validValue(node, pool) as fc.Arbitrary<Record<string, unknown>>;
  const valid = examples.length
    ? fc.oneof(fromSchema, {
        arbitrary: fc.constantFrom(...(examples as Record<string, unknown>[])),
        weight: 2,
      })
    : fromSchema;
  const oneOff = fc
    .constantFrom(...entries)
    .chain(([key, entry]) =>
      fc
        .tuple(valid, fc.oneof(nearValue(entry, pool), hostileValue))
        .map(([value, odd]) => ({ ...value, [key]: odd })),
    );
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: oneOff, weight: 4 },
    {
      arbitrary: fc.tuple(valid, unknownFields).map(([value, extra]) => ({ ...extra, ...value })),
      weight: 1,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
}
