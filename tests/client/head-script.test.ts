/**
 * The shell's head script (build/head/), run on a page as the browser runs it before the first paint:
 * the language and colour scheme it sets, which prerendered page it shows, what it starts loading for
 * the address, the taps it holds for the app and when it lets the app start. The last test runs the
 * script the build inlines, bundled, to show it stands alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT } from '../../src/client/app/signed-in-hint';
import { bundleHead } from '../../src/client/build/head/bundle';
import { type HeadConfig, runHead } from '../../src/client/build/head/index';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../src/client/lib/preferences';
import { LOCALES } from '../../src/shared/locales';

const config: HeadConfig = {
  locales: LOCALES,
  sourceLocale: 'en',
  storage: { language: LANGUAGE_STORAGE_KEY, theme: THEME_STORAGE_KEY, signedIn: SIGNED_IN_HINT },
  attributes: {
    shellPage: 'data-shell-page',
    lead: 'data-page-lead',
    heading: 'data-shell-heading',
    titleBar: 'data-shell-title-bar',
  },
  titledPages: ['/artists', '/publishedlabs'],
  apiBase: '/api',
  preloads: {
    files: ['/assets/index.js', '/assets/portfolio.js', '/assets/artists.js'],
    routes: [
      ['^/artists/?$', [0, 2], ['/artist/portfolios/']],
      [
        '^/(?<username>[^/]+)/?$',
        [0, 1],
        ['/artist/portfolios/:username', '/artist/portfolios/:username/videos'],
      ],
    ],
    catalogs: { en: '/assets/messages-en.js', ja: '/assets/messages-ja.js' },
  },
};

const html = document.documentElement;
/** The links to fetch modules early, with the priority the script set (jsdom has no default). */
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.fetchPriority,
  }));
const chunk = (href: string) => ({ href, priority: 'low' });
const catalog = (locale: string) => ({ href: `/assets/messages-${locale}.js`, priority: undefined });

/** Runs the head script at `path`, for a browser that asks for `languages`. */
function open(path: string, languages: string[] = ['en-US']) {
  window.cypherEarlyTaps?.release();
  history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  runHead(config);
}

const fetched = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetched);
});
afterEach(async () => {
  // A start that waits for the paint runs before the next test's page.
  await Promise.race([window.cypherPainted, new Promise((next) => setTimeout(next, 100))]);
  window.cypherEarlyTaps?.release();
  delete window.cypherEarlyTaps;
  delete window.cypherPainted;
  delete window.cypherEarlyReads;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  fetched.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the language on <html lang>, with its catalogs', () => {
  it('is the one chosen on the device, over the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    open('/', ['fr-FR']);
    expect(html.lang).toBe('ja');
    expect(links()).toEqual([catalog('ja')]);
  });

  it("is else the browser's first the app speaks, by its primary subtag", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    open('/', ['de-DE', 'es_MX', 'fr']);
    expect(html.lang).toBe('es');
    // The build splits no catalogs chunk for it here: nothing to fetch early.
    expect(links()).toEqual([]);
  });

  it('is the source language when the browser asks for none the app speaks', () => {
    open('/', ['de-DE', 'pt']);
    expect(html.lang).toBe('en');
    expect(links()).toEqual([catalog('en')]);
  });

  it("follows the browser when the device's storage is refused", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    open('/', ['ko-KR']);
    expect(html.lang).toBe('ko');
    expect(html.hasAttribute('data-shell-page')).toBe(false);
  });
});

describe('the colour scheme and the page that shows', () => {
  const scheme = () => html.getAttribute('data-mantine-color-scheme');
  const systemIsDark = (dark: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));

  it('paints in the stored scheme, or the system one for `auto` or none', () => {
    systemIsDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    open('/');
    expect(scheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'auto');
    open('/');
    expect(scheme()).toBe('dark');
    localStorage.removeItem(THEME_STORAGE_KEY);
    systemIsDark(false);
    open('/');
    expect(scheme()).toBe('light');
  });

  it("shows the visitor's home at `/` only, and the skeleton to someone signed in", () => {
    open('/');
    expect(html.hasAttribute('data-shell-page')).toBe(false);
    localStorage.setItem(SIGNED_IN_HINT, '1');
    open('/');
    expect(html.getAttribute('data-shell-page')).toBe('other');
  });

  it('shows the skeleton at any other address, with the title of a page it knows', () => {
    open('/Artists/');
    expect(html.getAttribute('data-shell-page')).toBe('other');
    expect(document.head.querySelector('style')?.textContent).toBe(
      ':root [data-shell-heading="/artists"] { display: block } :root [data-shell-title-bar] { display: none }',
    );
  });

  it('adds no title to a page whose title it does not know', () => {
    open('/artists/legacy');
    expect(document.head.querySelector('style')).toBeNull();
  });
});

describe("what the address's page needs, fetched early", () => {
  const reads = () => Object.keys(window.cypherEarlyReads ?? {});

  it("for a visitor, the page's chunks at low priority and its reads, which the app takes over", async () => {
    open('/caf%C3%A9');
    expect(links()).toEqual([catalog('en'), chunk('/assets/index.js'), chunk('/assets/portfolio.js')]);
    const urls = ['/api/artist/portfolios/caf%C3%A9', '/api/artist/portfolios/caf%C3%A9/videos'];
    expect(reads()).toEqual(urls);
    expect(fetched.mock.calls).toEqual(urls.map((url) => [url, { headers: { accept: 'application/json' } }]));
    expect(await window.cypherEarlyReads?.[urls[0] as string]).toBeInstanceOf(Response);
  });

  it('for someone signed in, the chunks only: their reads carry their token', () => {
    localStorage.setItem(SIGNED_IN_HINT, '1');
    open('/bboy');
    expect(links()).toEqual([catalog('en'), chunk('/assets/index.js'), chunk('/assets/portfolio.js')]);
    expect(window.cypherEarlyReads).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
  });

  it("nothing for the visitor's home, which needs the app only once it has painted", () => {
    open('/');
    expect(links()).toEqual([catalog('en')]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('no reads where the address does not decode, and the chunks all the same', () => {
    open('/%E0%A4%A');
    expect(links()).toEqual([catalog('en'), chunk('/assets/index.js'), chunk('/assets/portfolio.js')]);
    expect(window.cypherEarlyReads).toBeUndefined();
  });

  it('only once the page has painted where it paints its own title or lead', async () => {
    open('/artists');
    expect(links()).toEqual([catalog('en')]);
    await window.cypherPainted;
    expect(links()).toEqual([catalog('en'), chunk('/assets/index.js'), chunk('/assets/artists.js')]);
    expect(reads()).toEqual(['/api/artist/portfolios/']);
  });
});

describe('taps on the shell before the app has started', () => {
  const shell = () => {
    document.body.innerHTML =
      '<div id="root"><button aria-label="Open menu"><svg></svg></button><button> Sign in </button></div><p>Footer</p>';
    return [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  };

  it("are held for the app, by the button's label or text, out of the page's reach", () => {
    open('/');
    const [menu, signIn] = shell();
    const heard = vi.fn();
    signIn.addEventListener('click', heard);
    signIn.click();
    menu.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).not.toHaveBeenCalled();
    expect(window.cypherEarlyTaps?.names).toEqual(['Sign in', 'Open menu']);
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('p')?.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
    expect(window.cypherEarlyTaps?.names).toHaveLength(2);
  });

  it('tell the app which button is pressed right now', () => {
    open('/');
    const [menu] = shell();
    menu.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(window.cypherEarlyTaps?.pressed()).toBe('Open menu');
    menu.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    expect(window.cypherEarlyTaps?.pressed()).toBeNull();
  });

  it('reach the page once the app has released them', () => {
    open('/');
    const [, signIn] = shell();
    const heard = vi.fn();
    signIn.addEventListener('click', heard);
    window.cypherEarlyTaps?.release();
    signIn.click();
    expect(heard).toHaveBeenCalledOnce();
    expect(window.cypherEarlyTaps?.names).toEqual([]);
  });
});

describe('the start of the app, once the page has painted', () => {
  /** A browser that reports paints: `paint()` reports the first contentful one. */
  function reportsPaints() {
    let report = () => {};
    class Observer {
      static supportedEntryTypes = ['paint'];
      disconnect = vi.fn();
      constructor(callback: (list: unknown, observer: Observer) => void) {
        const entries = (name: string) => ({
          getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []),
        });
        report = () => {
          callback(entries('first-paint'), this);
          callback(entries('first-contentful-paint'), this);
        };
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    return { paint: () => report() };
  }
  const settled = async (promise: Promise<void> | undefined) => {
    let done = false;
    promise?.then(() => (done = true));
    await new Promise((next) => setTimeout(next, 50));
    return done;
  };

  it('waits for the first contentful paint', async () => {
    const browser = reportsPaints();
    open('/');
    expect(await settled(window.cypherPainted)).toBe(false);
    browser.paint();
    expect(await settled(window.cypherPainted)).toBe(true);
  });

  it('waits as well for a lead image to load, or fail', async () => {
    const browser = reportsPaints();
    html.setAttribute('data-page-lead', 'image');
    document.body.innerHTML = '<img id="other"><div data-page-lead="top"><img id="lead"></div>';
    open('/shoutouts/1');
    browser.paint();
    expect(await settled(window.cypherPainted)).toBe(false);
    // Another picture of the page (the skeleton's, the app's) is not the lead.
    document.querySelector('#other')?.dispatchEvent(new Event('load'));
    expect(await settled(window.cypherPainted)).toBe(false);
    // An image's error does not bubble; the head script hears it while capturing.
    document.querySelector('#lead')?.dispatchEvent(new Event('error'));
    expect(await settled(window.cypherPainted)).toBe(true);
  });

  it('does not wait on a page that is not visible, which does not paint', async () => {
    reportsPaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    open('/');
    expect(await settled(window.cypherPainted)).toBe(true);
  });
});

describe('the script the build inlines', () => {
  it('stands alone: one classic script that sets up the page before any module', async () => {
    const script = await bundleHead(config);
    expect(script).not.toMatch(/<\/script|\bimport\b|\bexport\b/i);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    history.replaceState(null, '', '/bboy');
    // As an inline script runs: in the page's global scope.
    new Function(script)();
    expect(html.lang).toBe('ja');
    expect(html.getAttribute('data-shell-page')).toBe('other');
    expect(window.cypherEarlyTaps?.names).toEqual([]);
    expect(Object.keys(window.cypherEarlyReads ?? {})).toEqual([
      '/api/artist/portfolios/bboy',
      '/api/artist/portfolios/bboy/videos',
    ]);
  });
});
