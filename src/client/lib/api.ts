/**
 * The HTTP layer: JSON or FormData in, JSON out, the Bearer token added, one refresh on
 * token_not_valid (shared by concurrent calls), errors as ApiError with the server's field errors.
 * Online-only calls use it directly; queued writes go through the outbox (later), which uses it too.
 * Every call asks for the app's language, so the server's messages come in it.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { API_BASE, type FieldErrors } from '../../shared/api';
import { authApi } from '../../shared/api-paths/accounts';
import { msg } from '../../shared/messages';
import { saveSession, sessionAtom } from './session';
import { store } from './store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The answer's Retry-After header, for the outbox's next attempt. */
    readonly retryAfter: string | null = null,
  ) {
    const detail = (body as { detail?: unknown } | null)?.detail;
    super(
      typeof detail === 'string' ? detail : status === 0 ? msg.networkError : t`Request failed (${status})`,
    );
  }

  /** Field errors of a 400, e.g. `{email: ['...'], non_field_errors: ['...']}`. */
  get fields(): FieldErrors {
    return this.status === 400 && this.body && typeof this.body === 'object'
      ? (this.body as FieldErrors)
      : {};
  }

  get code(): string | undefined {
    return (this.body as { code?: string } | null)?.code;
  }
}

type Options = { method?: string; body?: unknown; headers?: Record<string, string>; auth?: boolean };

/**
 * The answer the head script already asked for (`window.cypherEarlyReads`, build/head/route-preloads.ts),
 * once: the first plain GET of that URL without a token takes it, so a visitor's page data arrives
 * while the app's code is still loading.
 */
function takeEarlyRead(url: string, options: Options, access?: string): Promise<Response> | undefined {
  const early = window.cypherEarlyReads;
  const plain = !options.method && !options.headers && options.body === undefined;
  if (!early || !plain || (access && options.auth !== false)) return undefined;
  const answer = early[url];
  delete early[url];
  return answer;
}

/** Resolves an API path (`/auth/user/`) or an absolute `next` link to a URL. */
export const apiUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${API_BASE}${path}`);

async function send(path: string, options: Options, access?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (i18n.locale) headers['accept-language'] = i18n.locale;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (access && options.auth !== false) headers.authorization = `Bearer ${access}`;
  const url = apiUrl(path);
  try {
    return await (takeEarlyRead(url, options, access) ??
      fetch(url, { method: options.method ?? 'GET', headers, body }));
  } catch {
    throw new ApiError(0, { detail: msg.networkError });
  }
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}

let refreshing: Promise<string | null> | null = null;

/** Rotates the refresh token once for all callers; null when the session cannot be renewed. */
function refreshAccess(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = store.get(sessionAtom);
    if (!session) return null;
    const res = await send(authApi.tokenRefresh, {
      method: 'POST',
      body: { refresh: session.refresh },
      auth: false,
    });
    if (res.status === 401) {
      await saveSession(null);
      return null;
    }
    if (!res.ok) throw new ApiError(res.status, await parse(res));
    const tokens = (await parse(res)) as { access: string; refresh: string };
    await saveSession({ ...session, access: tokens.access, refresh: tokens.refresh });
    return tokens.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls the API and answers its successful response unread (a download reads it as it likes);
 * throws ApiError (status 0 for a network failure).
 */
export async function apiResponse(path: string, options: Options = {}): Promise<Response> {
  const session = store.get(sessionAtom);
  let res = await send(path, options, session?.access);
  if (res.status === 401 && session && options.auth !== false) {
    const body = (await parse(res.clone())) as { code?: string } | null;
    if (body?.code === 'token_not_valid') {
      const access = await refreshAccess();
      if (access) res = await send(path, options, access);
    }
  }
  if (!res.ok) throw new ApiError(res.status, await parse(res), res.headers.get('retry-after'));
  return res;
}

/** Calls the API; throws ApiError (status 0 for a network failure). */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  return (await parse(await apiResponse(path, options))) as T;
}
