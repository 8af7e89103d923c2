/**
 * The real server for a client test: the app on a fresh database (tests/helpers/server.ts), with the
 * page's `fetch` answered by it, and sessions of artists made there.
 */
import { TextEncoder as NodeEncoder } from 'node:util';
import { vi } from 'vitest';
import type { Session } from '../../src/client/lib/session';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

/**
 * Under jsdom the global Uint8Array is the page's, while encoders make Node's: the server's JWT
 * library checks its key with `instanceof Uint8Array` and refuses those. Encode into the page's.
 */
class PageEncoder extends NodeEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
}

/** The test app on a fresh database (its database opens before the encoder is swapped). */
export async function startServer(): Promise<TestContext> {
  const t = await makeTestApp();
  Object.assign(globalThis, { TextEncoder: PageEncoder });
  return t;
}

export type Artist = Awaited<ReturnType<typeof createArtist>>;

/** Sends the page's requests to the test app; `offline` makes them fail as without a connection. */
export function serveFetch(t: TestContext) {
  const state = { offline: false, sent: [] as string[] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    state.sent.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (state.offline) throw new TypeError('Failed to fetch');
    return t.app.request(`${url.pathname}${url.search}`, init);
  });
  return state;
}

/** The session the app keeps for `artist` (their real access token and user). */
export async function sessionOf(t: TestContext, artist: Artist): Promise<Session> {
  const user = await call(t, 'GET', '/api/auth/user/', undefined, artist.token);
  return { access: artist.token, refresh: 'unused', user: user.body };
}

export { createArtist, type TestContext };
