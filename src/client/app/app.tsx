/** Providers: jotai store, Mantine (theme, colour scheme in local storage), notifications, modals, router. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { store } from '../lib/store';
import { createRouter } from './router';
import { cssVariablesResolver, THEME_STORAGE_KEY, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export function App() {
  const [router] = useState(createRouter);
  return (
    <JotaiProvider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <Notifications position="bottom-center" autoClose={3000} />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </JotaiProvider>
  );
}
