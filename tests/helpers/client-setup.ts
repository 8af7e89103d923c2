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
