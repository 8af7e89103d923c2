/**
 * The create menu's entries (spec content-features, create menu), shared by the plus menu and the
 * /create page: where each leads, or why it is not available yet.
 */
import {
  IconBooks,
  IconCalendarEvent,
  IconFlask,
  IconRoute,
  IconSpeakerphone,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';

export type CreateEntry = { label: string; Icon: TablerIcon } & (
  | { to: string; reason?: undefined }
  | { to?: undefined; reason: string }
);

/** The entries for the signed-in `username`, in the menu's order. */
export function createEntries(username: string): CreateEntry[] {
  const home = `/${encodeURIComponent(username)}`;
  return [
    { label: 'Take a video note', Icon: IconVideo, to: '/upload/uploadvideo' },
    { label: 'Create a lab', Icon: IconFlask, to: `${home}/labspace/?openLab=true` },
    { label: 'Publish your lab', Icon: IconBooks, to: `${home}/publishedlabs/?publish=true` },
    { label: 'Give a shoutout', Icon: IconSpeakerphone, reason: 'Coming soon' },
    { label: 'Reflect on a journey', Icon: IconRoute, reason: 'Coming soon' },
    { label: 'Create a workshop', Icon: IconCalendarEvent, reason: 'Coming soon' },
  ];
}
