/**
 * The top bar's light/dark switch (a native title as its hint: no popover code on the first page).
 * Both icons are in the markup and the colour scheme's CSS shows one, so the prerendered shell shows
 * the right one before any script runs.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDarkTheme } from './use-dark-theme';

export function ThemeToggle() {
  const { t } = useLingui();
  const [isDark, toggle] = useDarkTheme();
  const label = isDark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} title={label} onClick={toggle}>
      <IconSun className="mantine-light-hidden" size={22} stroke={1.75} />
      <IconMoon className="mantine-dark-hidden" size={22} stroke={1.75} />
    </ActionIcon>
  );
}
