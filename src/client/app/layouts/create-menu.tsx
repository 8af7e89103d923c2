/**
 * The plus button for users with a portfolio (spec 2.3), with the entries of create-entries.ts:
 * "Take a video note" opens the video-note form, "Create a lab" the lab creator and "Publish your
 * lab" the publish form; the entries whose features come later are shown but disabled, with their
 * reason ("Coming soon") written under them (a phone has no hover) and read as part of their name.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { userAtom } from '../../lib/session';
import { createEntries } from './create-entries';

export function CreateMenu() {
  const { t } = useLingui();
  const username = useAtomValue(userAtom)?.username ?? '';
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <ActionIcon variant="filled" size="lg" radius="xl" aria-label={t`Create`}>
          <IconPlus size={22} stroke={2} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {createEntries(username).map((entry) =>
          entry.to === undefined ? (
            <UnavailableItem
              key={entry.label}
              label={entry.label}
              reason={entry.reason}
              icon={<entry.Icon size={18} />}
            />
          ) : (
            <Menu.Item
              key={entry.label}
              component={Link}
              to={entry.to}
              leftSection={<entry.Icon size={18} />}
            >
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A disabled entry whose reason shows under its label. */
function UnavailableItem({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  return (
    // data-disabled (not disabled) keeps the entry focusable, so arrow keys reach it and its reason.
    <Menu.Item data-disabled aria-disabled leftSection={icon} c="dimmed" style={{ opacity: 1 }}>
      {label}
      <Text component="span" display="block" size="xs" c="dimmed">
        {reason}
      </Text>
    </Menu.Item>
  );
}
