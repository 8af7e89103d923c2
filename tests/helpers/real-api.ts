/**
 * The real server for a client test: the app on a fresh database (tests/helpers/server.ts), with the
 * page's `fetch` answered by it (every request recorded; one may be answered otherwise), sessions of
 * artists made there, a real image to upload, and the hooks a test file on it shares (realApiSuite).
 */

import { TextEncoder as NodeEncoder } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearMirror } from '../../src/client/lib/db';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { createArtist } from './accounts';
import { call, makeTestApp, type TestContext } from './server';

/**
 * Under jsdom the global Uint8Array is the page's, while encoders make Node's: the server's JWT
 * library checks its key with `instanceof Uint8Array` and refuses those. Encode into the page's.
 */
class PageEncoder extends NodeEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
}

/**
 * The test app on a fresh database (its database opens before the encoder is swapped); `env` as
 * makeTestApp takes it.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestContext> {
  const t = await makeTestApp(env);
  Object.assign(globalThis, { TextEncoder: PageEncoder });
  // A page's reads can outlive its test (a list it was still loading); the database closes after them.
  return { ...t, close: () => Promise.allSettled([...answering]).then(t.close) };
}

/** The page's requests the server is still answering. */
const answering = new Set<Promise<Response>>();

export type Artist = Awaited<ReturnType<typeof createArtist>>;

/** A request the page sent: its method, path with query, and body (JSON parsed). */
export type Sent = { method: string; path: string; body: unknown };
type Override = (sent: Sent) => Response | undefined;

/** jsdom's Blob is not the one Node's Request takes: a body is sent as its bytes. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/**
 * Sends the page's requests to the test app. `offline` makes them fail as without a connection;
 * `answer` answers those its function takes instead of the server.
 */
export function serveFetch(t: TestContext) {
  const state = {
    offline: false,
    sent: [] as Sent[],
    override: (() => undefined) as Override,
    answer(next: Override) {
      state.override = next;
    },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    const raw = init.body instanceof Blob ? await bytesOf(init.body) : init.body;
    const sent = {
      method: init.method ?? 'GET',
      path,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    state.sent.push(sent);
    if (state.offline) throw new TypeError('Failed to fetch');
    const overridden = state.override(sent);
    if (overridden) return overridden;
    const answer = Promise.resolve(t.app.request(path, { ...init, body: raw as BodyInit }));
    answering.add(answer);
    void answer.finally(() => answering.delete(answer)).catch(() => undefined);
    return answer;
  });
  return state;
}

/** The session the app keeps for `artist` (their real access token and user). */
export async function sessionOf(t: TestContext, artist: Artist): Promise<Session> {
  const user = await call(t, 'GET', '/api/auth/user/', undefined, artist.token);
  return { access: artist.token, refresh: 'unused', user: user.body };
}

/** A small real PNG, as the cropper or a file picker gives it. */
export async function pngFile(name = 'photo.png'): Promise<File> {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** A test file's real server: the app, the page's fetch answered by it, and whether the page is online. */
export type RealApi = {
  readonly t: TestContext;
  readonly server: ReturnType<typeof serveFetch>;
  online: boolean;
};

/**
 * Registers a test file's hooks on the real server: the app started and `seed`ed once (within
 * `timeout`) and closed at the end; before each test an empty mirror and a fresh `server`; after each,
 * no session and online again. `navigator.onLine` answers `online`.
 */
export function realApiSuite(
  seed: (t: TestContext) => Promise<unknown> = async () => {},
  { env = {}, timeout = 60_000 }: { env?: Record<string, string>; timeout?: number } = {},
): RealApi {
  let t: TestContext | undefined;
  let server: ReturnType<typeof serveFetch> | undefined;
  const suite: RealApi = {
    online: true,
    get t() {
      if (!t) throw new Error('The real server starts in beforeAll: read suite.t in hooks and tests');
      return t;
    },
    get server() {
      if (!server) throw new Error('The fetch is answered from beforeEach: read suite.server in tests');
      return server;
    },
  };
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => suite.online });
  beforeAll(async () => {
    t = await startServer(env);
    await seed(t);
  }, timeout);
  afterAll(() => suite.t.close());
  beforeEach(async () => {
    await clearMirror();
    server = serveFetch(suite.t);
  });
  afterEach(() => {
    store.set(sessionAtom, null);
    suite.online = true;
  });
  return suite;
}

export { createArtist, type TestContext };
