/**
 * The browser's EventSource for client tests, which jsdom lacks: it reads the test app's real
 * server-sent events stream (/api/live/...) and dispatches each event by its name, as a browser does;
 * `close` ends the request. Only what lib/live.ts uses: onopen, onerror, named events.
 */
import { vi } from 'vitest';
import type { TestContext } from './server';

/** Splits a stream's text into its events' names and data, keeping an unfinished event for later. */
function events(text: string): { found: { type: string; data: string }[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const found = blocks.flatMap((block) => {
    const type = /^event: ?(.*)$/m.exec(block)?.[1];
    return type ? [{ type, data: /^data: ?(.*)$/m.exec(block)?.[1] ?? '' }] : [];
  });
  return { found, rest };
}

/** Makes `EventSource` read the test app's streams. */
export function serveEventSource(t: TestContext): void {
  class AppEventSource extends EventTarget {
    onopen: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    readonly #abort = new AbortController();

    constructor(readonly url: string) {
      super();
      void this.#read();
    }

    close() {
      this.#abort.abort();
    }

    async #read() {
      try {
        const res = await t.app.request(this.url, { signal: this.#abort.signal });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        this.onopen?.(new Event('open'));
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const read = events(text + decoder.decode(value, { stream: true }));
          text = read.rest;
          for (const { type, data } of read.found) this.dispatchEvent(new MessageEvent(type, { data }));
        }
      } catch {
        // Closed by the page, or the server failed: the latter is said below, as a browser does.
      }
      if (!this.#abort.signal.aborted) this.onerror?.(new Event('error'));
    }
  }
  vi.stubGlobal('EventSource', AppEventSource);
}
