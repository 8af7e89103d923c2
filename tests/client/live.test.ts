/**
 * watchLive (src/client/lib/live.ts): a message of the stream calls onChange; two errors in a row turn
 * to polling every 5 s while the stream is tried again, and a stream back calls onChange once and ends
 * the polling; offline nothing runs, and back online onChange is called once and the stream reopens.
 * jsdom has no EventSource: a stand-in class plays the browser's part (opens, errors, messages).
 */
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { POLL_MS, REOPEN_MS, RESUME_MS, watchLive } from '../../src/client/lib/live';
import { liveApi } from '../../src/shared/api-paths';

/** The browser's EventSource as far as watchLive uses it; `sources` holds every one made. */
class StandInEventSource extends EventTarget {
  static sources: StandInEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    StandInEventSource.sources.push(this);
  }
  close() {
    this.closed = true;
  }
  /** What the server or the network does to this stream, unless it was closed. */
  emit(type: 'open' | 'error' | 'battle') {
    if (this.closed) return;
    const event = new Event(type);
    if (type === 'open') this.onopen?.(event);
    else if (type === 'error') this.onerror?.(event);
    else this.dispatchEvent(event);
  }
}

const UUID = '6f1c1e64-3f8c-4e8e-9a0e-2b7f4b1f4a10';
const sources = StandInEventSource.sources;
const latest = () => sources.at(-1) as StandInEventSource;
const open = () => sources.filter((source) => !source.closed);
let online = true;
let onChange: Mock<() => void>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', StandInEventSource);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sources.length = 0;
  online = true;
  onChange = vi.fn<() => void>();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Goes offline or back online, as the browser says it. */
function network(state: 'online' | 'offline') {
  online = state === 'online';
  window.dispatchEvent(new Event(state));
}

describe('watchLive', () => {
  it("calls onChange on each of the stream's messages, and polls nothing while it holds", () => {
    stop = watchLive(liveApi.event(UUID), onChange);
    expect(sources.map((source) => source.url)).toEqual([`/api/live/events/${UUID}/`]);
    latest().emit('open');
    latest().emit('battle');
    latest().emit('battle');
    expect(onChange).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(RESUME_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(sources).toHaveLength(1);
  });

  it('reopens after one error, polls every 5 s after two in a row, and drops the polling when the stream is back', () => {
    stop = watchLive(liveApi.event(UUID), onChange);
    latest().emit('error');
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(REOPEN_MS);
    expect(open()).toHaveLength(1);
    latest().emit('error');
    vi.advanceTimersByTime(POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    // The stream is tried again while polling; it fails once more, the polling goes on.
    vi.advanceTimersByTime(RESUME_MS - 2 * POLL_MS);
    expect(open()).toHaveLength(1);
    latest().emit('error');
    expect(onChange).toHaveBeenCalledTimes(RESUME_MS / POLL_MS);
    vi.advanceTimersByTime(RESUME_MS);
    const calls = onChange.mock.calls.length;
    // Back: what changed meanwhile is fetched once, and the polling stops.
    latest().emit('open');
    expect(onChange).toHaveBeenCalledTimes(calls + 1);
    vi.advanceTimersByTime(RESUME_MS);
    expect(onChange).toHaveBeenCalledTimes(calls + 1);
    latest().emit('battle');
    expect(onChange).toHaveBeenCalledTimes(calls + 2);
  });

  it('counts errors afresh after the stream opened', () => {
    stop = watchLive(liveApi.event(UUID), onChange);
    latest().emit('open');
    latest().emit('error');
    vi.advanceTimersByTime(REOPEN_MS);
    latest().emit('open');
    expect(onChange).toHaveBeenCalledTimes(1);
    latest().emit('error');
    vi.advanceTimersByTime(POLL_MS * 3);
    // Reopened after 3 s, and no polling: the two errors were not in a row.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(open()).toHaveLength(1);
  });

  it('runs nothing offline, and once back online calls onChange once and opens the stream', () => {
    online = false;
    stop = watchLive(liveApi.event(UUID), onChange);
    vi.advanceTimersByTime(RESUME_MS * 2);
    expect(sources).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    network('online');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(open()).toHaveLength(1);
  });

  it('stops the stream and the polling when the browser goes offline', () => {
    stop = watchLive(liveApi.event(UUID), onChange);
    latest().emit('error');
    vi.advanceTimersByTime(REOPEN_MS);
    latest().emit('error');
    network('offline');
    vi.advanceTimersByTime(RESUME_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
    expect(open()).toHaveLength(0);
    network('online');
    expect(onChange).toHaveBeenCalledTimes(1);
    latest().emit('open');
    // A fresh start, not a stream back from a break: no second call.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes the stream and stops listening when stopped', () => {
    stop = watchLive(liveApi.event(UUID), onChange);
    latest().emit('error');
    stop();
    vi.advanceTimersByTime(RESUME_MS * 2);
    expect(open()).toHaveLength(0);
    network('online');
    expect(onChange).not.toHaveBeenCalled();
    expect(sources).toHaveLength(1);
  });
});
