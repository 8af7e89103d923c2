/**
 * The plus button for users with a portfolio (spec 2.3). "Take a video note" opens the video-note
 * form, "Create a lab" the lab creator and "Publish your lab" the publish form; the entries whose
 * features come later are shown but disabled, with a "Coming soon" tooltip.
 */
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconBooks,
  IconCalendarEvent,
  IconFlask,
  IconPlus,
  IconRoute,
  IconSpeakerphone,
  IconVideo,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userAtom } from '../../lib/session';

const COMING_SOON = [
  { label: 'Give a shoutout', Icon: IconSpeakerphone },
  { label: 'Reflect on a journey', Icon: IconRoute },
  { label: 'Create a workshop', Icon: IconCalendarEvent },
];

export function CreateMenu() {
  const username = useAtomValue(userAtom)?.username ?? '';
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <ActionIcon variant="filled" size="lg" radius="xl" aria-label="Create">
          <IconPlus size={22} stroke={2} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/upload/uploadvideo" leftSection={<IconVideo size={18} />}>
          Take a video note
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/${encodeURIComponent(username)}/labspace/?openLab=true`}
          leftSection={<IconFlask size={18} />}
        >
          Create a lab
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/${encodeURIComponent(username)}/publishedlabs/?publish=true`}
          leftSection={<IconBooks size={18} />}
        >
          Publish your lab
        </Menu.Item>
        {COMING_SOON.map(({ label, Icon }) => (
          <Tooltip key={label} label="Coming soon" position="left">
            {/* data-disabled (not disabled) keeps hover events, so the tooltip can show. */}
            <Menu.Item data-disabled aria-disabled leftSection={<Icon size={18} />}>
              {label}
            </Menu.Item>
          </Tooltip>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
