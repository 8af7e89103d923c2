/**
 * Providers: jotai store, the language (i18n/i18n.ts, active before the first render), Mantine
 * (theme, colour scheme in local storage), notifications, router. The theme's CSS variables and
 * Mantine's global classes are in index.html's head, written once by the build (build/shell.tsx
 * `themeStyles`), so the app neither computes them at start nor swaps a style sheet when it renders;
 * only the dev server's page, which has no shell, has the app write them.
 */
import './mantine-styles';
import './shell.css';
import './theme.css';
import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { THEME_STORAGE_KEY } from '../lib/preferences';
import { store } from '../lib/store';
import { cssVariablesResolver, theme } from './theme';

// The snackbar container loads after the first paint; notifications shown before it mounts wait in its store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

type Props = {
  router: RouterProviderProps['router'];
  /** Whether Mantine writes the theme's styles itself: only where index.html has none (the dev server). */
  themeStyles?: boolean;
};

/** The whole app around a router (the browser's in the page, a memory one for the prerendered shell). */
export function App({ router, themeStyles = false }: Props) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={themeStyles}
          withGlobalClasses={themeStyles}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <Suspense fallback={null}>
            <Notifications position="bottom-center" autoClose={3000} />
          </Suspense>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
