/**
 * Chunk groups (DESIGN 7). Left alone, Rolldown makes a chunk of every set of modules shared by a
 * different set of entries (89 small files on the first route). Modules are grouped by what loads
 * together instead: the framework, the UI kit and the app shell with the home page load first; what
 * the first route loads after it paints comes in four chunks, each evaluated in its own short task.
 * The pages a visitor most often opens first from a shared link travel with the home feed, so a cold
 * visit to one loads no more than `/` does; the code the other pages share is one more chunk, and
 * each area of them has its own, so a later page costs one or two requests.
 * Rolldown merges a lazily imported module into its group's chunk only while chunk optimisation is
 * on, and a top-level await anywhere turns it off (main.tsx avoids one).
 */
import type { CodeSplittingGroup } from 'rolldown';
import { PAGE_ZONES, type PageZone } from '../i18n/page-zones';

/**
 * The artists, a portfolio, a video note and the published labs: they show what the home feed shows
 * and little else (no forms, menus or dialogs until tapped), so the feed's chunk carries them.
 */
const FIRST_PAGES = ['artists', 'portfolio-layout', 'portfolio-main', 'note', 'published-labs'];
/** The other page files (src/client/app/routes) by the area whose chunk carries them. */
const AREAS: Record<string, string[]> = {
  artists: ['artists-legacy', 'portfolio-tab', 'portfolio-follows'],
  notes: ['upload-video', 'create', 'upload-shoutout'],
  labs: ['my-labs', 'published-lab', 'purchased-labs', 'purchased-lab', 'subscription'],
  payments: ['payments', 'checkout-return'],
  shoutouts: ['shoutouts', 'shoutout'],
  journeys: ['upload-journey'],
  workshops: ['workshops', 'workshop', 'upload-workshop'],
  events: ['events', 'event', 'upload-event', 'battle'],
  account: [
    'settings',
    'upload-website',
    'login',
    'verify',
    'set-password',
    'password-renew',
    'logout',
    'redirect',
    'onboarding',
  ],
  pages: [
    'help',
    'our-story',
    'welcome-note',
    'updates',
    'help-admin',
    'customer-care',
    'terms',
    'privacy',
    'not-found',
    'device-check',
  ],
};
/**
 * A language's catalogs (i18n/i18n.ts): one chunk per language, loaded before the first render, with
 * the module that merges them, so loading a language is one request (the head script preloads it);
 * a page zone's (i18n/page-zones.ts) in a chunk of its own per language, loaded with its pages.
 */
const CATALOG = /locales[\\/](\w+)[\\/]([\w-]+)\.po$|virtual:catalogs\/(\w+)$/;
const catalogChunk = (id: string) => {
  const [, locale, zone, merged] = CATALOG.exec(id) ?? [];
  return PAGE_ZONES.includes(zone as PageZone)
    ? `messages-${locale}-${zone}`
    : `messages-${locale ?? merged}`;
};
const AREA_OF = new Map(Object.entries(AREAS).flatMap(([area, files]) => files.map((file) => [file, area])));
const PAGE = /src[\\/]client[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
const FEED = /feed[\\/]home-feeds\.tsx$/;
const CAROUSEL = /embla-carousel|@mantine[\\/]carousel[\\/]|journeys[\\/]journey-carousel\.tsx$/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|cookie)[\\/]/;
// Stylesheets stay with the shell, so the first route links one CSS file.
const PACKAGE_CODE = (id: string) => /node_modules[\\/]/.test(id) && !id.endsWith('.css');

export const chunkGroups: CodeSplittingGroup[] = [
  { name: catalogChunk, test: CATALOG, priority: 60 },
  { name: 'framework', test: FRAMEWORK, priority: 50 },
  { name: 'ui', test: PACKAGE_CODE, tags: ['$initial'], priority: 40 },
  { name: 'shell', tags: ['$initial'], priority: 30 },
  // After the first paint, each in its own task: the outbox with the local database, the snackbar,
  // the feed, a card's comments (once near the screen). The feed takes its modules before the
  // snackbar does, so the first pages do not load the snackbar's container for a hook both use.
  { name: 'data', test: /lib[\\/]outbox\.ts$/, priority: 24 },
  {
    name: 'feed',
    test: (id) => FEED.test(id) || FIRST_PAGES.includes(PAGE.exec(id)?.[1] ?? ''),
    priority: 23,
  },
  { name: 'snackbar', test: /@mantine[\\/]notifications[\\/]/, priority: 22 },
  { name: 'comments', test: /feed[\\/]comments-panel\.tsx$/, priority: 21 },
  // The photo carousel (journeys' form and a journey) is its own chunk, loaded only where it shows;
  // what it shares with other pages (Mantine's hooks) stays in theirs.
  { name: 'shared', test: (id) => !CAROUSEL.test(id), minShareCount: 2, priority: 10 },
  { name: 'carousel', test: CAROUSEL, priority: 9 },
  {
    name: (id) => AREA_OF.get(PAGE.exec(id)?.[1] ?? '') ?? null,
    debugName: 'page areas',
    test: PAGE,
    priority: 5,
  },
];
