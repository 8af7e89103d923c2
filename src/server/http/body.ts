/**
 * The input edge. Validates a write's body (JSON or multipart/urlencoded form) or a read's query with a
 * shared valibot schema and puts the output in `c.var.body` / `c.var.query`; failures become 400 with
 * the schema's messages at their fields. A NUL character, which PostgreSQL cannot store or compare,
 * never gets past it: in a path it is 404, in a query or a body a 400 naming the field. Half a
 * surrogate pair in JSON text becomes U+FFFD.
 */
import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { FieldErrors } from '../../shared/api';
import { msg } from '../../shared/messages';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from './errors';

type AnySchema = v.GenericSchema;
type Source = 'body' | 'query';

/** The schema each `body()` and `query()` middleware validates with, so tools can read a route's contract. */
export const contracts = new WeakMap<object, { source: Source; schema: AnySchema }>();

const NUL = '\u0000';

/** Whether a parsed value holds a NUL in any string or key, however deeply nested (no recursion). */
function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && item.includes(NUL)) return true;
    if (item === null || typeof item !== 'object') continue;
    for (const [key, inner] of Object.entries(item)) {
      if (key.includes(NUL)) return true;
      pending.push(inner);
    }
  }
  return false;
}

/** `{field: [message]}` for each top-level field holding a NUL; undefined when there is none. */
function nulErrors(value: unknown): FieldErrors | undefined {
  if (!holdsNul(value)) return undefined;
  const plain = value !== null && typeof value === 'object' && !Array.isArray(value);
  const errors: FieldErrors = {};
  for (const [key, inner] of plain ? Object.entries(value) : [])
    if (!key.includes(NUL) && holdsNul(inner)) errors[key] = [msg.nulNotAllowed];
  return Object.keys(errors).length > 0 ? errors : { non_field_errors: [msg.nulNotAllowed] };
}

/** Middleware for every request: a NUL in the path is 404 (no object has such a name), in the query 400. */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.includes(NUL)) throw notFound();
  const errors = nulErrors(c.req.queries());
  if (errors) throw badRequest(errors);
  await next();
});

// A schema's own messages say what each field needs; where one has none for a problem (a wrong type
// or a missing key in a malformed call), this one, which is translated like the others, not valibot's
// English default. It is set for the API's own language tag, so other parses (the environment's) keep
// valibot's detailed messages.
const API: v.Config<v.BaseIssue<unknown>> = { lang: 'api' };
v.setGlobalMessage(msg.invalidValue, API.lang);

/** Turns valibot issues into `{field: [messages], non_field_errors: [...]}`. */
export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors {
  const flat = v.flatten(issues);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {}))
    if (messages) errors[field] = [messages[0] as string];
  if (flat.root) errors.non_field_errors = flat.root;
  if (flat.other) errors.non_field_errors = [...(errors.non_field_errors ?? []), ...flat.other];
  return errors;
}

/** Half of a surrogate pair, alone: JSON can spell one (`"\ud800"`), but it is no text at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** JSON strings as UTF-8 can carry them: a lone surrogate becomes U+FFFD (PGlite refuses some otherwise). */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;

/** Parses a JSON or form body; a malformed body is an empty object, so the schema reports what is missing. */
export async function readBody(req: HonoRequest): Promise<unknown> {
  const type = req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) return JSON.parse(await req.text(), wellFormed) ?? {};
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))
      return await req.parseBody();
  } catch {
    return {};
  }
  return {};
}

/** Field names of an object schema, also when it is the first step of a pipe. */
function objectKeys(schema: AnySchema): string[] {
  const s = schema as { entries?: object; pipe?: AnySchema[] };
  if (s.entries) return Object.keys(s.entries);
  return s.pipe?.[0] ? objectKeys(s.pipe[0]) : [];
}

export function parseOrThrow<S extends AnySchema>(schema: S, value: unknown): v.InferOutput<S> {
  const nul = nulErrors(value);
  if (nul) throw badRequest(nul);
  const result = v.safeParse(schema, value, API);
  if (result.success) return result.output;
  // Missing fields are checked again as undefined, so each gets its own message ("Email is required.")
  // instead of valibot's generic one for a missing key.
  const missing = Object.fromEntries(objectKeys(schema).map((key) => [key, undefined]));
  const filled =
    value && typeof value === 'object' ? v.safeParse(schema, { ...missing, ...value }, API) : result;
  throw badRequest(fieldErrors(filled.issues ?? result.issues));
}

/** Middleware: validated body of a write. */
export function body<S extends AnySchema>(schema: S) {
  const middleware = createMiddleware<{ Variables: { deps: Deps; body: v.InferOutput<S> } }>(
    async (c, next) => {
      c.set('body', parseOrThrow(schema, await readBody(c.req)));
      await next();
    },
  );
  contracts.set(middleware, { source: 'body', schema });
  return middleware;
}

/** Middleware: validated query string of a read. */
export function query<S extends AnySchema>(schema: S) {
  const middleware = createMiddleware<{ Variables: { deps: Deps; query: v.InferOutput<S> } }>(
    async (c, next) => {
      c.set('query', parseOrThrow(schema, c.req.query()));
      await next();
    },
  );
  contracts.set(middleware, { source: 'query', schema });
  return middleware;
}
