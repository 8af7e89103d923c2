import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendChosenLanguage } from '../../src/client/features/language/choose-language';
import { LanguageSelect } from '../../src/client/features/language/language-select';
import { activateLocale, deviceLocale, i18n, loadZones } from '../../src/client/i18n/i18n';
import { PAGE_ZONES } from '../../src/client/i18n/page-zones';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const renderPicker = () => renderWithProviders([{ path: '/', element: <LanguageSelect /> }]);

afterEach(async () => {
  localStorage.clear();
  store.set(sessionAtom, null);
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the language', () => {
  it("follows the browser's first language the app speaks until one is chosen on the device", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-CA', 'en']);
    expect(deviceLocale()).toBe('fr');
    localStorage.setItem('language', 'ja');
    expect(deviceLocale()).toBe('ja');
    localStorage.setItem('language', 'xx');
    expect(deviceLocale()).toBe('fr');
  });

  it('switches the app at once and is kept on the device; a visitor sends nothing', async () => {
    const { sent } = stubFetch({});
    renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');
    expect(await screen.findByRole('combobox', { name: '言語' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('language')).toBe('ja');
    expect(sent).toEqual([]);
  });

  it('is kept on the server for a signed-in user, whose mails and pushes use it', async () => {
    store.set(sessionAtom, testSession(true));
    const inbox = { count: 0, next: null, previous: null, results: [] };
    const { to } = stubFetch({
      'PUT /api/auth/user/language/': { body: { ...testSession(true).user, language: 'es' } },
      'GET /api/notifications/e1t1/': { body: inbox },
    });
    renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    await vi.waitFor(() => expect(store.get(sessionAtom)?.user.language).toBe('es'));
    expect(to('PUT /api/auth/user/language/').map((s) => s.body)).toEqual([{ language: 'es' }]);
    // The notifications, written by the server in the request's language, come again in Spanish.
    await vi.waitFor(() => expect(to('GET /api/notifications/e1t1/')).toHaveLength(1));
    const refetched = to('GET /api/notifications/e1t1/');
    expect(new Headers(refetched[0]?.init?.headers).get('accept-language')).toBe('es');
  });

  it('chosen offline, reaches the server on the next start; a browser language never overrides the stored one', async () => {
    store.set(sessionAtom, testSession(true));
    const { to } = stubFetch({
      'PUT /api/auth/user/language/': { body: { ...testSession(true).user, language: 'ko' } },
    });
    await sendChosenLanguage();
    expect(to('PUT')).toEqual([]);
    localStorage.setItem('language', 'ko');
    await sendChosenLanguage();
    await sendChosenLanguage();
    expect(to('PUT /api/auth/user/language/').map((s) => s.body)).toEqual([{ language: 'ko' }]);
  });
});

describe("a page zone's texts (i18n/page-zones.ts)", () => {
  const poCatalogs = import.meta.glob<Record<string, unknown>>('/src/client/locales/*/*.po', {
    eager: true,
    import: 'messages',
  });
  const catalog = (locale: string, zone: string) =>
    poCatalogs[`/src/client/locales/${locale}/${zone}.po`] ?? {};

  it.each(PAGE_ZONES)(
    '%s: load with the page in the active language, and again on a change of language',
    async (zone) => {
      // Its own texts: a text another zone has too is that zone's as well.
      const elsewhere = Object.entries(poCatalogs).filter(([path]) => !path.endsWith(`/${zone}.po`));
      const ids = Object.keys(catalog('ja', zone)).filter((id) => !elsewhere.some(([, m]) => id in m));
      expect(ids.length).toBeGreaterThan(0);
      await activateLocale('ja');
      await loadZones([zone]);
      for (const id of ids) expect(i18n.messages[id], id).toEqual(catalog('ja', zone)[id]);
      await activateLocale('ko');
      for (const id of ids) expect(i18n.messages[id], id).toEqual(catalog('ko', zone)[id]);
    },
  );
});
