/** Test doubles for the artist screens: a fetch stub answering by method and URL, and sample data. */
import { vi } from 'vitest';
import type { ListPage } from '../../src/shared/api';
import type { Portfolio } from '../../src/shared/schemas/artists';

export type Sent = { method: string; url: string; body: unknown; init?: RequestInit };
export type Reply = { status?: number; body?: unknown } | 'network-error';
export type Handler = (sent: Sent) => Reply | Promise<Reply>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stubs `globalThis.fetch`. Handlers are keyed `METHOD /path?query` (the path and query of the URL);
 * a key ending in `*` matches by prefix. Unknown requests answer 404.
 */
export function stubFetch(handlers: Record<string, Reply | Handler>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const key = `${method} ${parsed.pathname}${parsed.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { method, url, body, init };
    sent.push(request);
    const match = Object.entries(handlers).find(([k]) =>
      k.endsWith('*') ? key.startsWith(k.slice(0, -1)) : k === key,
    );
    const handler = match?.[1];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (!reply) return json(404, { detail: `No stub for ${key}` });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (prefix: string) =>
    sent.filter((s) => `${s.method} ${new URL(s.url, 'http://localhost').pathname}`.startsWith(prefix));
  return { fetchMock, sent, to };
}

let nextId = 100;
export function portfolio(fields: Partial<Portfolio> = {}): Portfolio {
  nextId += 1;
  return {
    id: nextId,
    username: `artist${nextId}`,
    artist_name: `Artist ${nextId}`,
    country: 'US',
    bio: '',
    thumb: null,
    profile_photo: null,
    cover: null,
    created: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

export const page = <T>(results: T[], next: string | null = null): ListPage<T> => ({
  count: results.length,
  next,
  previous: null,
  results,
});

/** The home feed's first page, and every card's reactions and comments answered empty. */
export const LATEST = 'GET /api/whatiscooking/latest_cookings/?page_size=20';
export const QUIET = {
  'GET /api/whatiscooking/cooking/likes/*': { body: [] },
  'GET /api/whatiscooking/cooking/comments/*': { body: page([]) },
};
