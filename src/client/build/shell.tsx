/**
 * The app shell as HTML, rendered at build time into index.html (DESIGN 7) with the app's own
 * components, so a phone paints before any script runs and React's first render replaces it with
 * the same markup. The default layout (top bar, footer) holds two pages: the visitor's home (what
 * `/` renders first) and a page skeleton for every other address; the head script (build/head/)
 * marks which one shows, together with the colour scheme the visitor chose, before the first paint.
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
import { SIGNED_IN_HINT } from '../app/signed-in-hint';
import { cssVariablesResolver, theme } from '../app/theme';
import { UpdateLine } from '../app/update-line';
import { i18n } from '../i18n/i18n';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../lib/preferences';
import { FEED_WIDTH } from '../ui/lists/feed-width';
import { bundleHead } from './head/bundle';
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
 * The head script, inlined first in <head> (build/head/index.ts): it runs before the first paint and
 * before any module, so it takes everything it needs of the app as JSON, here. `preloads`: the
 * chunks and reads each address needs (build/route-chunks.ts), and each language's catalogs.
 */
export const headScript = (preloads: RoutePreloads): Promise<string> =>
  bundleHead({
    locales: LOCALES,
    sourceLocale: SOURCE_LOCALE,
    storage: { language: LANGUAGE_STORAGE_KEY, theme: THEME_STORAGE_KEY, signedIn: SIGNED_IN_HINT },
    attributes: {
      shellPage: SHELL_PAGE_ATTRIBUTE,
      lead: PAGE_LEAD_ATTRIBUTE,
      heading: HEADING,
      titleBar: TITLE_BAR,
    },
    titledPages: TITLED_PAGES.map(({ to }) => to),
    apiBase: API_BASE,
    preloads,
  });

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
      <LeadPlace slot="heading" />
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
      <UpdateLine />
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
