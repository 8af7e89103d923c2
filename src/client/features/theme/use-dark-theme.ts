/**
 * The dark theme preference (spec 4.8). Mantine's colour scheme manager keeps it in local storage
 * under 'useDarkTheme'; until the user picks one, the system preference decides.
 */
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';

/** Returns whether the dark theme is showing and a function that switches to the other one. */
export function useDarkTheme(): [isDark: boolean, toggle: () => void] {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const toggle = useCallback(() => setColorScheme(isDark ? 'light' : 'dark'), [isDark, setColorScheme]);
  return [isDark, toggle];
}
