/**
 * The route table (spec platform-shell 2.1). Pages load lazily, in one chunk per area (see
 * build/chunk-groups.ts); the layouts and the home page are part of the shell, which index.html
 * carries prerendered.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PORTFOLIO_TABS } from '../features/artists/portfolio-tab-list';
import { GuestOnly, RequireAuth } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { RouteError } from './route-error';
import HomeRoute from './routes/home';

type Module = { default: React.ComponentType };
const page = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Features that arrive in later releases; their routes show an honest notice, not a 404. */
const COMING_SOON = [
  'create',
  'e1t1',
  'e1t1/:uuid',
  'events',
  'events/:id',
  'workshops',
  'workshops/:uuid',
  'onboarding',
  'subscription',
  'redirect',
  'upload',
  'upload/each1teach1',
  'upload/event',
  'upload/journey',
  'upload/workshop',
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'artists', ...page(() => import('./routes/artists')) },
          { path: 'artists/legacy', ...page(() => import('./routes/artists-legacy')) },
          { path: 'logout', ...page(() => import('./routes/logout')) },
          { path: 'whatiscooking/:uuid', ...page(() => import('./routes/cooking')) },
          { path: 'create/:uuid', ...page(() => import('./routes/cooking')) },
          { path: 'publishedlabs', ...page(() => import('./routes/published-labs')) },
          { path: 'publishedlabs/:uuid', ...page(() => import('./routes/published-lab')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'settings', ...page(() => import('./routes/settings')) },
              { path: 'upload/website', ...page(() => import('./routes/upload-website')) },
              { path: 'upload/uploadvideo', ...page(() => import('./routes/upload-video')) },
              { path: 'payments', ...page(() => import('./routes/payments')) },
              { path: 'mypayments', ...page(() => import('./routes/payments')) },
              { path: 'stripe/onboarding/success', ...page(() => import('./routes/payments')) },
              { path: 'stripe/onboarding/refresh', ...page(() => import('./routes/payments')) },
              { path: 'stripe/payments/success', ...page(() => import('./routes/checkout-return')) },
              { path: 'stripe/payments/cancel', ...page(() => import('./routes/checkout-return')) },
              { path: 'mypurchasedlabs', ...page(() => import('./routes/purchased-labs')) },
              { path: 'mypurchasedlabs/:slug', ...page(() => import('./routes/purchased-lab')) },
            ],
          },
          { path: 'mylabs', ...page(() => import('./routes/my-labs')) },
          ...COMING_SOON.map((path) => ({ path, ...page(() => import('./routes/coming-soon')) })),
          {
            path: ':username',
            ...page(() => import('./routes/portfolio-layout')),
            children: [
              { index: true, ...page(() => import('./routes/portfolio-main')) },
              ...PORTFOLIO_TABS.filter((tab) => tab.path !== '').map((tab) => ({
                path: tab.path,
                ...page(() => import('./routes/portfolio-tab')),
              })),
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          { path: 'help', ...page(() => import('./routes/help')) },
          { path: 'help/our-story', ...page(() => import('./routes/our-story')) },
          { path: 'help/welcome-note', ...page(() => import('./routes/welcome-note')) },
          { path: 'help/updates', ...page(() => import('./routes/updates')) },
          { path: 'help/admin', ...page(() => import('./routes/help-admin')) },
          { path: 'customercare', ...page(() => import('./routes/customer-care')) },
          { path: 'terms', ...page(() => import('./routes/terms')) },
          { path: 'privacy', ...page(() => import('./routes/privacy')) },
          { path: 'test', ...page(() => import('./routes/not-found')) },
          { path: 'setpassword', ...page(() => import('./routes/set-password')) },
          { path: 'passwordrenew', ...page(() => import('./routes/password-renew')) },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', ...page(() => import('./routes/login')) },
              { path: 'verify', ...page(() => import('./routes/verify')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

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
