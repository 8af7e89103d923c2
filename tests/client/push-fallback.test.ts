/**
 * The text a push the worker cannot read shows (sw/push.ts) follows the app's language: the page
 * keeps it in IndexedDB, where the worker reads it, each time the language is set or changed.
 */
import { get } from 'idb-keyval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPushFallbackInLanguage } from '../../src/client/features/push/push-fallback';
import { activateLocale } from '../../src/client/i18n/i18n';
import { PUSH_FALLBACK_TEXT } from '../../src/shared/sw-protocol';

let stop: () => void;
beforeAll(() => {
  stop = keepPushFallbackInLanguage();
});
afterAll(async () => {
  stop();
  await activateLocale('en');
});

describe("a push's fallback text", () => {
  it('is kept in the language the app shows, and changes with it', async () => {
    await activateLocale('ja');
    await expect.poll(() => get(PUSH_FALLBACK_TEXT)).toBe('新しい通知があります。');
    await activateLocale('fr');
    await expect.poll(() => get(PUSH_FALLBACK_TEXT)).toBe('Vous avez une nouvelle notification.');
  });
});
