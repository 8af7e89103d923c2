/** The top bar's light/dark switch. */
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDarkTheme } from './use-dark-theme';

export function ThemeToggle() {
  const [isDark, toggle] = useDarkTheme();
  const label = isDark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={toggle}>
        {isDark ? <IconSun size={22} stroke={1.75} /> : <IconMoon size={22} stroke={1.75} />}
      </ActionIcon>
    </Tooltip>
  );
}
