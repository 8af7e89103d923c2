/** The bell for users with a portfolio (spec 2.7): New and Earlier lists, empty until notifications land. */
import { ActionIcon, Menu } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

const EMPTY = 'No notifications yet.';
/** An empty list is information, not a dimmed control. */
const READABLE = { color: 'var(--mantine-color-text)', cursor: 'default' };

export function NotificationsMenu() {
  return (
    <Menu position="bottom-end" width={280}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Notifications">
          <IconBell size={22} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="var(--mantine-color-text)">New</Menu.Label>
        <Menu.Item data-disabled aria-disabled style={READABLE}>
          {EMPTY}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label c="var(--mantine-color-text)">Earlier</Menu.Label>
        <Menu.Item data-disabled aria-disabled style={READABLE}>
          {EMPTY}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
