/**
 * Chunk groups (DESIGN 7). Left alone, Rolldown makes a chunk of every set of modules shared by a
 * different set of entries (89 small files on the first route). Modules are grouped by what loads
 * together instead: the framework, the UI kit and the app shell with the home page load first; what
 * the first route loads after it paints comes in four chunks, each evaluated in its own short task;
 * the code several later pages share is one more chunk, and each area of pages has its own, so a
 * later page costs one or two requests.
 * Rolldown merges a lazily imported module into its group's chunk only while chunk optimisation is
 * on, and a top-level await anywhere turns it off (main.tsx avoids one).
 */
import type { CodeSplittingGroup } from 'rolldown';

/** Page files (src/client/app/routes) by the area whose chunk carries them. */
const AREAS: Record<string, string[]> = {
  artists: ['artists', 'artists-legacy', 'portfolio-layout', 'portfolio-main', 'portfolio-tab'],
  notes: ['cooking', 'upload-video'],
  labs: ['my-labs', 'published-labs', 'published-lab', 'purchased-labs', 'purchased-lab'],
  payments: ['payments', 'checkout-return'],
  account: ['settings', 'upload-website', 'login', 'verify', 'set-password', 'password-renew', 'logout'],
  pages: [
    'help',
    'our-story',
    'welcome-note',
    'updates',
    'help-admin',
    'customer-care',
    'terms',
    'privacy',
    'coming-soon',
    'not-found',
  ],
};
/** The names of the page areas' chunks. */
export const PAGE_AREAS = Object.keys(AREAS);
const AREA_OF = new Map(Object.entries(AREAS).flatMap(([area, files]) => files.map((file) => [file, area])));
const PAGE = /src[\\/]client[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|cookie)[\\/]/;
// Stylesheets stay with the shell, so the first route links one CSS file.
const PACKAGE_CODE = (id: string) => /node_modules[\\/]/.test(id) && !id.endsWith('.css');

export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'framework', test: FRAMEWORK, priority: 50 },
  { name: 'ui', test: PACKAGE_CODE, tags: ['$initial'], priority: 40 },
  { name: 'shell', tags: ['$initial'], priority: 30 },
  // After the first paint, each in its own task: the outbox with the local database, the snackbar,
  // the feed, a card's comments (once near the screen).
  { name: 'data', test: /lib[\\/]outbox\.ts$/, priority: 24 },
  { name: 'snackbar', test: /@mantine[\\/]notifications[\\/]/, priority: 23 },
  { name: 'feed', test: /feed[\\/]home-feeds\.tsx$/, priority: 22 },
  { name: 'comments', test: /feed[\\/]comments-panel\.tsx$/, priority: 21 },
  { name: 'shared', minShareCount: 2, priority: 10 },
  {
    name: (id) => AREA_OF.get(PAGE.exec(id)?.[1] ?? '') ?? null,
    debugName: 'page areas',
    test: PAGE,
    priority: 5,
  },
];
