/**
 * jsdom set-up for client tests: IndexedDB (fake-indexeddb), the browser APIs Mantine needs, and
 * the app's language (English).
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, inject } from 'vitest';
import { activateLocale, loadZones } from '../../src/client/i18n/i18n';
import { PAGE_ZONES } from '../../src/client/i18n/page-zones';

declare module 'vitest' {
  export interface ProvidedContext {
    testTimeout: number;
  }
}

/*
 * Waits for the page end when what they wait for is there, or with the test. Testing Library's own
 * 1-second limit made them timed assertions: on a busy machine a form that uploads, saves and
 * re-renders took longer than that, and the test failed although the page was right.
 */
configure({ asyncUtilTimeout: inject('testTimeout') });
afterEach(() => cleanup());
// The app's texts in English, its source language, as the app shows them before any choice.
// Components render here without their pages, so every page zone's texts load too (as a page loads them).
beforeAll(async () => {
  await activateLocale('en');
  await loadZones(PAGE_ZONES);
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

/**
 * jsdom's XMLHttpRequest goes to the network. The app sends an image's bytes with one
 * (lib/upload-progress.ts: the only API that says how much is sent), so here it goes through whatever
 * `fetch` the test answers with (a stub, or the real server in-process), and reports the whole body
 * as sent when the answer comes.
 */
class FetchXhr {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  #method = 'GET';
  #url = '';
  #headers = new Headers();
  readonly #abort = new AbortController();
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  getResponseHeader(name: string) {
    return this.#headers.get(name);
  }
  abort() {
    this.#abort.abort();
  }
  send(body?: Blob) {
    fetch(this.#url, { method: this.#method, body, signal: this.#abort.signal }).then(
      (answer) => {
        this.status = answer.status;
        this.#headers = answer.headers;
        const size = body?.size ?? 0;
        this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true } as ProgressEvent);
        this.onload?.();
      },
      () => (this.#abort.signal.aborted ? this.onabort : this.onerror)?.(),
    );
  }
}
window.XMLHttpRequest = FetchXhr as unknown as typeof XMLHttpRequest;
