/**
 * watchLive (src/client/lib/live.ts): the stream is a fetch with the session's Authorization header (an
 * expired token refreshed once), its body parsed as server-sent events: each event calls onChange,
 * comments do not. Two failures in a row turn to polling every `pollMs` while the stream is tried
 * again (at once after a refusal), and a stream back calls onChange once and ends the polling; offline
 * nothing runs, and back online onChange is called once and the stream reopens; watchers of one path
 * share a stream. A stand-in fetch plays the network: each stream's body is fed by the test.
 */
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { POLL_MS, REOPEN_MS, RESUME_MS, watchLive } from '../../src/client/lib/live';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { liveApi } from '../../src/shared/api-paths';
import { user } from '../helpers/auth-fetch';

/** One request the page sent, and, for an open stream, the body the test feeds. */
type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: ReadableStreamDefaultController<Uint8Array>;
  cancelled: boolean;
};
/** How the next requests are answered, in order; past the list, a stream opens. */
type Answer = 'network-error' | { status: number; body: unknown };

const UUID = '6f1c1e64-3f8c-4e8e-9a0e-2b7f4b1f4a10';
const PATH = `/api/live/events/${UUID}/`;
const BATTLE = 'event: battle\ndata: {}\n\n';
let sent: Sent[];
let answers: Answer[];
let online = true;
let onChange: Mock<() => void>;
let stops: Array<() => void>;

const streams = () => sent.filter((request) => request.url === PATH);
const latest = () => streams().at(-1) as Sent;
/** Streams that are open: answered, and neither cancelled by the page nor ended or dropped. */
const open = () => streams().filter((request) => request.body && !request.cancelled);
/** Lets the page take what came (answers and chunks are promises). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const feed = async (text: string) => {
  latest().body?.enqueue(new TextEncoder().encode(text));
  await settle();
};
/** The server ends the open stream. */
const end = async () => {
  latest().body?.close();
  latest().cancelled = true;
  await settle();
};
/** The connection drops under the open stream. */
const drop = async () => {
  latest().body?.error(new TypeError('network error'));
  latest().cancelled = true;
  await settle();
};
const watch = (path = liveApi.event(UUID), options?: { pollMs?: number }) => {
  const stop = watchLive(path, onChange, options);
  stops.push(stop);
  return stop;
};

async function standInFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const request: Sent = {
    method: init.method ?? 'GET',
    url: String(input),
    headers: { ...(init.headers as Record<string, string>) },
    cancelled: false,
  };
  sent.push(request);
  const answer = answers.shift();
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  if (answer) return Response.json(answer.body, { status: answer.status });
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      request.body = controller;
    },
    cancel: () => {
      request.cancelled = true;
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('fetch', vi.fn(standInFetch));
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sent = [];
  answers = [];
  stops = [];
  online = true;
  onChange = vi.fn<() => void>();
});
afterEach(() => {
  for (const stop of stops) stop();
  store.set(sessionAtom, null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Goes offline or back online, as the browser says it. */
async function network(state: 'online' | 'offline') {
  online = state === 'online';
  window.dispatchEvent(new Event(state));
  await settle();
}

describe('watchLive', () => {
  it('opens the stream with the session, and calls onChange per event, not per comment', async () => {
    store.set(sessionAtom, { access: 'access-1', refresh: 'refresh-1', user });
    watch();
    await settle();
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', url: PATH })]);
    expect(latest().headers).toMatchObject({ authorization: 'Bearer access-1', accept: 'text/event-stream' });
    await feed('retry: 3000\n\n: keep-alive\n\n');
    expect(onChange).not.toHaveBeenCalled();
    await feed(BATTLE);
    // An event split across chunks, and one ending in CRLF, are one each.
    await feed('event: bat');
    await feed('tle\ndata: {}\n');
    await feed('\nevent: battle\r\ndata: {}\r\n\r\n');
    expect(onChange).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RESUME_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(streams()).toHaveLength(1);
  });

  it('refreshes an expired access token once and opens the stream with the new one', async () => {
    store.set(sessionAtom, { access: 'expired', refresh: 'refresh-1', user });
    answers = [
      { status: 401, body: { detail: 'Token expired', code: 'token_not_valid' } },
      { status: 200, body: { access: 'access-2', refresh: 'refresh-2' } },
    ];
    watch();
    await vi.waitFor(() => expect(open()).toHaveLength(1));
    expect(sent.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([
      ['GET', PATH, 'Bearer expired'],
      ['POST', '/api/auth/token/refresh/', undefined],
      ['GET', PATH, 'Bearer access-2'],
    ]);
    await feed(BATTLE);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reopens after one failure, polls every pollMs after two, and drops the polling when the stream is back', async () => {
    answers = ['network-error', { status: 503, body: { detail: 'Busy' } }];
    watch(liveApi.event(UUID), { pollMs: 7000 });
    await settle();
    expect(open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    expect(streams()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(7000);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7000);
    expect(onChange).toHaveBeenCalledTimes(2);
    // The stream is tried again while polling; it fails once more, the polling goes on.
    answers = ['network-error'];
    await vi.advanceTimersByTimeAsync(RESUME_MS - 2 * 7000);
    expect(streams()).toHaveLength(3);
    expect(onChange).toHaveBeenCalledTimes(4);
    // Back: what changed meanwhile is fetched once, and the polling stops.
    await vi.advanceTimersByTimeAsync(RESUME_MS);
    expect(open()).toHaveLength(1);
    const calls = onChange.mock.calls.length;
    await vi.advanceTimersByTimeAsync(RESUME_MS);
    expect(onChange).toHaveBeenCalledTimes(calls);
    await feed(BATTLE);
    expect(onChange).toHaveBeenCalledTimes(calls + 1);
  });

  it('counts failures afresh after the stream opened, and reopens a stream that ended', async () => {
    watch();
    await settle();
    await drop();
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    expect(open()).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    await end();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    // Reopened after 3 s, and no polling: the two breaks were not in a row.
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(open()).toHaveLength(1);
    expect(streams()).toHaveLength(3);
  });

  it('polls at once after a refusal, and tries the stream again while polling', async () => {
    answers = [{ status: 404, body: { detail: 'Not found.' } }];
    watch();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(streams()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESUME_MS - POLL_MS);
    expect(open()).toHaveLength(1);
    // Back at 30 s (before that moment's poll): one call for what changed meanwhile, and no more polls.
    const calls = RESUME_MS / POLL_MS - 1 + 1;
    expect(onChange).toHaveBeenCalledTimes(calls);
    await vi.advanceTimersByTimeAsync(RESUME_MS);
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('runs nothing offline, and once back online calls onChange once and opens the stream', async () => {
    online = false;
    watch();
    await vi.advanceTimersByTimeAsync(RESUME_MS * 2);
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    await network('online');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(open()).toHaveLength(1);
  });

  it('stops the stream and the polling when the browser goes offline', async () => {
    answers = ['network-error', 'network-error'];
    watch();
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    await network('offline');
    await vi.advanceTimersByTimeAsync(RESUME_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
    expect(streams()).toHaveLength(2);
    await network('online');
    expect(onChange).toHaveBeenCalledTimes(1);
    // A fresh start, not a stream back from a break: no second call.
    expect(open()).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shares one stream between the watchers of a path, and cancels it when the last stops', async () => {
    const other = vi.fn<() => void>();
    const first = watch();
    const second = watchLive(liveApi.event(UUID), other);
    await settle();
    expect(streams()).toHaveLength(1);
    await feed(BATTLE);
    expect([onChange.mock.calls.length, other.mock.calls.length]).toEqual([1, 1]);
    first();
    await feed(BATTLE);
    expect([onChange.mock.calls.length, other.mock.calls.length]).toEqual([1, 2]);
    second();
    await settle();
    expect(open()).toHaveLength(0);
    await network('online');
    await vi.advanceTimersByTimeAsync(RESUME_MS * 2);
    expect(streams()).toHaveLength(1);
    expect(other).toHaveBeenCalledTimes(2);
  });
});
