/**
 * The app shell as HTML, rendered at build time into index.html (DESIGN 7) with the app's own
 * components, so a phone paints before any script runs and React's first render replaces it with
 * the same markup. The default layout (top bar, footer) holds two pages: the visitor's home (what
 * `/` renders first) and a page skeleton for every other address; the head script marks which one
 * shows, together with the colour scheme the visitor chose, before the first paint.
 */

import { messages as en } from 'virtual:catalogs/en';
import { messages as es } from 'virtual:catalogs/es';
import { messages as fr } from 'virtual:catalogs/fr';
import { messages as ja } from 'virtual:catalogs/ja';
import { messages as ko } from 'virtual:catalogs/ko';
import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { MantineProvider, Skeleton, Stack, Title } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { API_BASE } from '../../shared/api';
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../shared/locales';
import { type LeadSlot, PAGE_LEAD_ATTRIBUTE, SHELL_LANGUAGE_ATTRIBUTE } from '../../shared/page-lead';
import { App } from '../app/app';
import { DefaultLayout } from '../app/layouts/default-layout';
import { MAIN_NAV } from '../app/layouts/nav-links';
import HomeRoute from '../app/routes/home';
import { SHELL_BUTTON_NAME } from '../app/shell-handover';
import { SIGNED_IN_HINT } from '../app/signed-in-hint';
import { cssVariablesResolver, theme } from '../app/theme';
import { i18n } from '../i18n/i18n';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../lib/preferences';
import { FEED_WIDTH } from '../ui/lists/feed-width';
import type { RoutePreloads } from './route-chunks';

/** The attribute on <html> that shows the page skeleton instead of the home page (app/shell.css). */
export const SHELL_PAGE_ATTRIBUTE = 'data-shell-page';

/**
 * Pages whose title is their navigation link's label (app/routes/artists.tsx, published-labs.tsx):
 * the skeleton holds each, hidden, and the head script shows the one of the address at once.
 */
const TITLED_PAGES = MAIN_NAV.filter(({ to }) => to === '/artists' || to === '/publishedlabs');
const HEADING = 'data-shell-heading';
const TITLE_BAR = 'data-shell-title-bar';
/** The skeleton's block for a list, which a list's lead stands in for (app/shell.css). */
const LIST_BLOCK = 'data-shell-list-block';

/**
 * Runs in <head> before the first paint: the device's language as i18n/i18n.ts `deviceLocale`
 * picks it (the stored choice, else the browser's first the app speaks) on <html lang>, with its
 * catalogs fetched at once; the stored colour scheme (Mantine's manager's key and values; 'auto' or
 * none follows the system), then which prerendered page to show: the visitor's
 * home only at `/` and for a visitor. Where the page needs the app, it starts fetching the chunks
 * that the address's route needs (`preloads`, build/route-chunks.ts) and, for a visitor, the API
 * reads its page starts with, which the app's first identical read takes over (lib/api.ts). The app
 * starts once the page has painted (`cypherPainted`, build/prerender-plugin.ts): its first contentful
 * paint and, where the server put a lead image into the skeleton (marked on <html>, server
 * http/page-lead.ts), that image's paint once it has loaded (or failed). On a page that paints its
 * own content with the shell (a lead, or a title the skeleton knows, `TITLED_PAGES`, which it shows
 * in place of the skeleton's title bar), the page's chunks and reads too are fetched only then, as
 * the home's chunks are, so the paint is not kept waiting behind the app on a slow link.
 * Until the app has rendered, it holds taps on the shell's buttons for the app (app/shell-handover.tsx).
 */
export const headScript = (preloads: RoutePreloads) => `{
  const names = [];
  let pressed = null;
  const shellButton = (event) => event.target.closest && event.target.closest('#root button');
  const hold = (event) => {
    const button = shellButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    names.push(${SHELL_BUTTON_NAME});
  };
  const press = (event) => {
    const button = shellButton(event);
    pressed = button ? ${SHELL_BUTTON_NAME} : null;
  };
  const lift = () => (pressed = null);
  const listeners = [['click', hold], ['pointerdown', press], ['pointerup', lift], ['pointercancel', lift]];
  for (const [type, listener] of listeners) addEventListener(type, listener, true);
  window.cypherEarlyTaps = {
    names,
    pressed: () => pressed,
    release: () => {
      for (const [type, listener] of listeners) removeEventListener(type, listener, true);
    },
  };
  const html = document.documentElement;
  const locales = ${JSON.stringify(LOCALES)};
  let language = null;
  try {
    language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (e) {}
  if (!locales.includes(language))
    language = (navigator.languages || [navigator.language]).map((tag) => tag.split(/[-_]/)[0].toLowerCase()).find((tag) => locales.includes(tag)) || ${JSON.stringify(SOURCE_LOCALE)};
  html.lang = language;
  const catalog = ${JSON.stringify(preloads.catalogs)}[language];
  if (catalog) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: catalog }));
  let visitor = true;
  try {
    const stored = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    html.setAttribute('data-mantine-color-scheme', stored === 'light' || stored === 'dark' ? stored : system);
    if (localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT)})) {
      visitor = false;
      html.setAttribute('${SHELL_PAGE_ATTRIBUTE}', 'other');
    }
  } catch (e) {}
  if (location.pathname !== '/') html.setAttribute('${SHELL_PAGE_ATTRIBUTE}', 'other');
  const titled = location.pathname.replace(/\\/+$/, '').toLowerCase();
  const knowsTitle = ${JSON.stringify(TITLED_PAGES.map(({ to }) => to))}.includes(titled);
  if (knowsTitle)
    document.head.append(Object.assign(document.createElement('style'), {
      textContent: ':root [${HEADING}="' + titled + '"] { display: block } :root [${TITLE_BAR}] { display: none }',
    }));
  const lead = html.getAttribute(${JSON.stringify(PAGE_LEAD_ATTRIBUTE)});
  window.cypherPainted = new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const firstPaint = new Promise((painted) => {
      if (!PerformanceObserver.supportedEntryTypes || !PerformanceObserver.supportedEntryTypes.includes('paint')) return painted();
      new PerformanceObserver((paints, observer) => {
        if (!paints.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted();
      }).observe({ type: 'paint', buffered: true });
    });
    // A lead image paints in the frame after it has loaded; it may fail, or load, before the first paint.
    const image = lead === 'image' && new Promise((settled) => {
      const done = (event) => {
        if (event.target.closest && event.target.closest(${JSON.stringify(`[${PAGE_LEAD_ATTRIBUTE}]`)})) settled();
      };
      // An image's load event never reaches window; document hears it while capturing.
      document.addEventListener('load', done, true);
      document.addEventListener('error', done, true);
    });
    Promise.all([firstPaint, image]).then(() => (image ? requestAnimationFrame(() => setTimeout(resolve)) : setTimeout(resolve)));
  });
  if (html.hasAttribute('${SHELL_PAGE_ATTRIBUTE}')) {
    const { files, routes } = ${JSON.stringify(preloads)};
    let match = null;
    const route = routes.find(([pattern]) => (match = new RegExp(pattern, 'i').exec(location.pathname)));
    const start = () => {
      for (const index of route ? route[1] : [])
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', fetchPriority: 'low', href: files[index] }));
      try {
        if (route && visitor)
          window.cypherEarlyReads = Object.fromEntries(route[2].map((read) => {
            const url = ${JSON.stringify(API_BASE)} + read.replace(/:(\\w+)/g, (_, name) => encodeURIComponent(decodeURIComponent(match.groups[name])));
            const answer = fetch(url, { headers: { accept: 'application/json' } });
            answer.catch(() => {});
            return [url, answer];
          }));
      } catch (e) {}
    };
    if (lead || knowsTitle) window.cypherPainted.then(start);
    else start();
  }
}`;

/** Where the server may put the page's lead (shared/page-lead.ts); empty, it takes no room. */
const LeadPlace = ({ slot }: { slot: LeadSlot }) => <div {...{ [PAGE_LEAD_ATTRIBUTE]: slot }} />;

/** Any page but the home, framed as app/layouts/page.tsx frames a page as wide as the feed. */
function PageSkeleton() {
  const { _ } = useLingui();
  return (
    <Stack
      gap="lg"
      maw={FEED_WIDTH}
      mx="auto"
      py="md"
      role="status"
      aria-busy="true"
      aria-label="Loading the page"
    >
      <LeadPlace slot="top" />
      <LeadPlace slot="poster" />
      <LeadPlace slot="note" />
      {TITLED_PAGES.map(({ to, label }) => (
        <Title key={to} order={1} {...{ [HEADING]: to }}>
          {_(label)}
        </Title>
      ))}
      <LeadPlace slot="title" />
      <Skeleton height={36} width="55%" {...{ [TITLE_BAR]: '' }} />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
      <LeadPlace slot="list" />
      <LeadPlace slot="artist" />
      <Skeleton height={220} {...{ [LIST_BLOCK]: '' }} />
    </Stack>
  );
}

function ShellPages() {
  return (
    <>
      <div data-shell="home">
        <HomeRoute />
      </div>
      <div data-shell="other">
        <PageSkeleton />
      </div>
    </>
  );
}

const catalogs: Record<Locale, Messages> = { en, es, fr, ja, ko };

function renderIn(locale: Locale): string {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
  const router = createMemoryRouter([
    { element: <DefaultLayout />, children: [{ index: true, element: <ShellPages /> }] },
  ]);
  return renderToString(<App router={router} />);
}

/**
 * The markup that goes inside <div id="root">: the shell in every language, of which only the one
 * in the device's language shows (the head script sets it on <html lang>; app/shell.css).
 */
export function renderShell(): string {
  return LOCALES.map(
    (locale) => `<div ${SHELL_LANGUAGE_ATTRIBUTE}="${locale}">${renderIn(locale)}</div>`,
  ).join('');
}

/** The theme's CSS variables (both colour schemes) and Mantine's global classes, as <style> for <head>. */
export function themeStyles(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
}
