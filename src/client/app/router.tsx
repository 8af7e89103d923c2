/**
 * The route table (spec platform-shell 2.1). Pages load lazily, grouped in chunks by what loads
 * together (see build/chunk-groups.ts); the layouts and the home page are part of the shell, which
 * index.html carries prerendered. Each lazy route names its page file in `handle.page`, and the first
 * pages a visitor opens name the API reads they start with in `handle.reads`, built by the paths their
 * features ask with (shared/api-paths; the address's parameters as `param('uuid')`, filled in by the
 * shell's head script), so that script starts both at once for the address (build/route-chunks.ts).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  artistsApi,
  battlesApi,
  eventsApi,
  notesApi,
  param,
  publishedLabsApi,
  shoutoutsApi,
  workshopsApi,
} from '../../shared/api-paths';
import { PAGE_SIZE } from '../../shared/constants';
import type { PageHandle } from '../build/route-chunks';
import { loadZones } from '../i18n/i18n';
import type { PageZone } from '../i18n/page-zones';
import { HOME_LATEST, PORTFOLIO_TABS } from '../lib/portfolio-tab-list';
import { GuestOnly, RequireAuth } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { RouteError } from './route-error';
import HomeRoute from './routes/home';

type Module = { default: React.ComponentType };
const PAGES = import.meta.glob<Module>(['./routes/*.tsx', '!./routes/home.tsx']);

/**
 * The route parts of a lazily loaded page, by its file name in ./routes, the API reads it starts with,
 * and the page zones whose texts it shows (i18n/page-zones.ts), loaded with its code.
 */
function page(
  name: string,
  reads: readonly string[] = [],
  zones: readonly PageZone[] = [],
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page file routes/${name}.tsx`);
  const handle: PageHandle = { page: name, reads };
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadZones(zones)]);
      return { Component: module.default };
    },
    handle,
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'artists', ...page('artists', [artistsApi.list(PAGE_SIZE)]) },
          { path: 'artists/legacy', ...page('artists-legacy') },
          { path: 'logout', ...page('logout') },
          { path: 'whatiscooking/:uuid', ...page('note', [notesApi.note(param('uuid'))]) },
          { path: 'create/:uuid', ...page('note', [notesApi.note(param('uuid'))]) },
          { path: 'publishedlabs', ...page('published-labs', [publishedLabsApi.list]) },
          { path: 'publishedlabs/:uuid', ...page('published-lab') },
          { path: 'e1t1', ...page('shoutouts', [shoutoutsApi.recent(PAGE_SIZE)]) },
          { path: 'e1t1/:uuid', ...page('shoutout', [shoutoutsApi.shoutout(param('uuid'))]) },
          {
            path: 'workshops',
            ...page('workshops', [workshopsApi.upcoming(PAGE_SIZE)], ['workshops', 'calendar']),
          },
          {
            path: 'workshops/:uuid',
            ...page('workshop', [workshopsApi.workshop(param('uuid'))], ['workshops', 'calendar']),
          },
          {
            path: 'events',
            ...page('events', [eventsApi.upcoming(PAGE_SIZE)], ['events', 'calendar']),
          },
          {
            path: 'events/:uuid',
            ...page('event', [eventsApi.event(param('uuid'))], ['events', 'calendar']),
          },
          {
            path: 'events/:uuid/battles/:battleId',
            ...page('battle', [battlesApi.bracket(param('battleId'))], ['battles']),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'settings', ...page('settings', undefined, ['calendar']) },
              { path: 'upload/website', ...page('upload-website') },
              { path: 'upload/uploadvideo', ...page('upload-video') },
              { path: 'upload/journey', ...page('upload-journey') },
              { path: 'upload/each1teach1', ...page('upload-shoutout') },
              {
                path: 'upload/workshop',
                ...page('upload-workshop', undefined, ['workshops']),
              },
              { path: 'upload/event', ...page('upload-event', undefined, ['events']) },
              { path: 'payments', ...page('payments') },
              { path: 'mypayments', ...page('payments') },
              { path: 'stripe/onboarding/success', ...page('payments') },
              { path: 'stripe/onboarding/refresh', ...page('payments') },
              { path: 'stripe/payments/success', ...page('checkout-return') },
              { path: 'stripe/payments/cancel', ...page('checkout-return') },
              { path: 'mypurchasedlabs', ...page('purchased-labs') },
              { path: 'mypurchasedlabs/:slug', ...page('purchased-lab') },
              { path: 'create', ...page('create') },
              { path: 'upload', ...page('create') },
              { path: 'redirect', ...page('redirect') },
              { path: 'subscription', ...page('subscription') },
              { path: 'onboarding', ...page('onboarding') },
            ],
          },
          { path: 'mylabs', ...page('my-labs') },
          {
            path: ':username',
            ...page('portfolio-layout', [artistsApi.portfolio(param('username'))]),
            children: [
              {
                index: true,
                ...page('portfolio-main', [
                  notesApi.latest({ page_size: PAGE_SIZE, username: param('username') }),
                  publishedLabsApi.ofArtist({ username: param('username'), page_size: HOME_LATEST }),
                ]),
              },
              ...PORTFOLIO_TABS.filter((tab) => tab.path !== '').map((tab) => ({
                path: tab.path,
                ...page('portfolio-tab', [], ['workshops', 'events']),
              })),
              // Not tabs: the header's counts lead here.
              { path: 'followers', ...page('portfolio-follows') },
              { path: 'following', ...page('portfolio-follows') },
            ],
          },
          { path: '*', ...page('not-found') },
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          { path: 'help', ...page('help') },
          { path: 'help/our-story', ...page('our-story') },
          { path: 'help/welcome-note', ...page('welcome-note') },
          { path: 'help/updates', ...page('updates') },
          { path: 'help/admin', ...page('help-admin', undefined, ['moderation']) },
          { path: 'customercare', ...page('customer-care') },
          { path: 'terms', ...page('terms') },
          { path: 'privacy', ...page('privacy') },
          { path: 'test', ...page('device-check') },
          { path: 'setpassword', ...page('set-password') },
          { path: 'passwordrenew', ...page('password-renew') },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', ...page('login') },
              { path: 'verify', ...page('verify') },
            ],
          },
        ],
      },
    ],
  },
];

const lessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The app's router. Every navigation it makes (links, forms, redirects) is a view transition unless the
 * reader asks for less motion: the old page fades out, then the new one in (spec: routing, "out-in";
 * theme.css has the fades). React Router offers `viewTransition` per link only, so the router's one
 * `navigate`, which every link and `useNavigate` call, sets it for all (links pass it undefined); a
 * navigation that says otherwise keeps its own.
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  const navigate = router.navigate.bind(router);
  router.navigate = ((to, options) =>
    typeof to === 'number'
      ? navigate(to)
      : navigate(to, {
          ...options,
          viewTransition: options?.viewTransition ?? !lessMotion(),
        })) as typeof router.navigate;
  return router;
}

/** Resolves once the router has loaded the current address's page, so the first render shows it. */
export const routerReady = (router: ReturnType<typeof createRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
