/**
 * The API's error shapes (DESIGN section 3), thrown as HttpError and rendered in one place, in the
 * request's language: the messages are English texts, translated here as they go out.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldErrors } from '../../shared/api';
import type { Locale } from '../../shared/locales';
import { msg } from '../../shared/messages';
import { databaseBusy } from '../db/gate';
import type { AppEnv } from '../deps';
import { requestLocale, translate } from '../i18n';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

const BUSY = /*i18n*/ 'The server is busy. Please try again in a moment.';

/** 400 with messages at their fields; `non_field_errors` for the form as a whole. */
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const notFound = (detail: string = msg.notFound) => new HttpError(404, { detail });
export const forbidden = (detail: string = msg.forbidden) => new HttpError(403, { detail });
/** 409: the write meets a state that refuses it (the message as `detail`, with `extra` fields). */
export const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, { detail, ...extra } as ErrorBody);
export const unauthenticated = () => new HttpError(401, { detail: msg.unauthenticated });
export const tokenNotValid = () => new HttpError(401, { detail: msg.tokenInvalid, code: 'token_not_valid' });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: msg.tooManyAttempts },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** An error body's `detail` and field messages in `locale`. */
export function translateBody(body: ErrorBody, locale: Locale): ErrorBody {
  if ('detail' in body && typeof body.detail === 'string')
    return { ...body, detail: translate(locale, body.detail) };
  const errors = body as FieldErrors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map((m) => translate(locale, m)) : messages,
    ]),
  );
}

/** Renders every error; anything unexpected is logged and answered without its stack. */
export function renderError(error: Error, c: Context<AppEnv>) {
  const answer = (body: ErrorBody, status: ContentfulStatusCode, headers?: Record<string, string>) =>
    c.json(translateBody(body, requestLocale(c)), status, headers);
  if (error instanceof HttpError) return answer(error.body, error.status, error.headers);
  // PGlite's queue is full (db/gate.ts): come back when the line is likely gone, not wait in it.
  const busy = databaseBusy(error);
  if (busy) return answer({ detail: BUSY }, 503, { 'Retry-After': String(busy.retryAfterSeconds) });
  if (error instanceof HTTPException) {
    if (error.status === 413) return answer({ detail: msg.tooLarge }, 413);
    return answer({ detail: error.message || msg.serverError }, error.status as ContentfulStatusCode);
  }
  // The client went away mid-request (a cancelled upload): nothing failed here, and no one reads this.
  if (c.req.raw.signal.aborted) return c.body(null, 400);
  c.var.deps?.log.error(`${c.req.method} ${c.req.path} failed:`, error);
  return answer({ detail: msg.serverError }, 500);
}
