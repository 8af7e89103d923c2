/**
 * The plus button for users with a portfolio (spec 2.3), with the entries of create-entries.ts:
 * "Take a video note" opens the video-note form, "Create a lab" the lab creator, "Publish your
 * lab" the publish form, and the others the forms of shoutouts, journeys, events and workshops.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
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
        {createEntries(username).map((entry) => (
          <Menu.Item key={entry.label} component={Link} to={entry.to} leftSection={<entry.Icon size={18} />}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
