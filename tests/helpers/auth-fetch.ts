/** Test double for the API: answers `METHOD /api/path` from a table and records what was sent. */
import { vi } from 'vitest';
import type { User } from '../../src/shared/schemas/auth';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = Reply | ((body: unknown) => Reply);
export type SentRequest = { method: string; path: string; body: unknown };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** Stubs `globalThis.fetch`; Google sign-in stays off unless the table answers GET /api/auth/config/. */
export function mockApi(table: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/config/': { status: 200, body: { google_client_id: null } },
    ...table,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    const reply = typeof handler === 'function' ? handler(body) : handler;
    if (!reply) return json(404, { detail: `No stub for ${method} ${path}` });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return json(reply.status, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests sent to one endpoint, in order. */
  const requestsTo = (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key).map((r) => r.body);
  return { fetchMock, sent, requestsTo };
}

export const user: User = {
  pk: 7,
  username: 'bboy_kim',
  email: 'kim@example.com',
  country: 'KR',
  gender: 'NS',
  language: 'en',
  portfolio: null,
};

export const authResult = (overrides: Partial<User> = {}) => ({
  user: { ...user, ...overrides },
  access_token: 'access-1',
  refresh_token: 'refresh-1',
});
