/** Renders a component the way the app does: Mantine (test env), jotai store, the language, a memory router. */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { theme } from '../../src/client/app/theme';
import { i18n } from '../../src/client/i18n/i18n';
import { store } from '../../src/client/lib/store';

export function renderWithProviders(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          {children}
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
