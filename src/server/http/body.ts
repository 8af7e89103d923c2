/**
 * Validates a write's body (JSON or multipart/urlencoded form) with a shared valibot schema and puts
 * the output in `c.var.body`. Failures become 400 with the schema's messages at their fields.
 */
import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { FieldErrors } from '../../shared/api';
import type { Deps } from '../deps';
import { badRequest } from './errors';

type AnySchema = v.GenericSchema;

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

/** Parses a JSON or form body; a malformed body is an empty object, so the schema reports what is missing. */
export async function readBody(req: HonoRequest): Promise<unknown> {
  const type = req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) return (await req.json()) ?? {};
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
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  // Missing fields are checked again as undefined, so each gets its own message ("Email is required.")
  // instead of valibot's generic one for a missing key.
  const missing = Object.fromEntries(objectKeys(schema).map((key) => [key, undefined]));
  const filled = value && typeof value === 'object' ? v.safeParse(schema, { ...missing, ...value }) : result;
  throw badRequest(fieldErrors(filled.issues ?? result.issues));
}

/** Middleware: validated body of a write. */
export const body = <S extends AnySchema>(schema: S) =>
  createMiddleware<{ Variables: { deps: Deps; body: v.InferOutput<S> } }>(async (c, next) => {
    c.set('body', parseOrThrow(schema, await readBody(c.req)));
    await next();
  });

/** Middleware: validated query string of a read. */
export const query = <S extends AnySchema>(schema: S) =>
  createMiddleware<{ Variables: { deps: Deps; query: v.InferOutput<S> } }>(async (c, next) => {
    c.set('query', parseOrThrow(schema, c.req.query()));
    await next();
  });
