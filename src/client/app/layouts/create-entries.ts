/**
 * The create menu's entries (spec content-features, create menu), shared by the plus menu and the
 * /create page: where each leads.
 */
import { t } from '@lingui/core/macro';
import {
  IconBooks,
  IconCalendarEvent,
  IconFlask,
  IconRoute,
  IconSpeakerphone,
  IconTicket,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';

export type CreateEntry = { label: string; Icon: TablerIcon; to: string };

/** The entries for the signed-in `username`, in the menu's order, in the active language. */
export function createEntries(username: string): CreateEntry[] {
  const home = `/${encodeURIComponent(username)}`;
  return [
    { label: t`Take a video note`, Icon: IconVideo, to: '/upload/uploadvideo' },
    { label: t`Create a lab`, Icon: IconFlask, to: `${home}/labspace/?openLab=true` },
    { label: t`Publish your lab`, Icon: IconBooks, to: `${home}/publishedlabs/?publish=true` },
    { label: t`Give a shoutout`, Icon: IconSpeakerphone, to: '/upload/each1teach1' },
    { label: t`Reflect on a journey`, Icon: IconRoute, to: '/upload/journey' },
    { label: t`Create an event`, Icon: IconTicket, to: '/upload/event' },
    { label: t`Create a workshop`, Icon: IconCalendarEvent, to: '/upload/workshop' },
  ];
}
