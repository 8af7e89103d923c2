/**
 * The video notes shared into the room (each a link to its page), and for those in the room, sharing
 * one of their own notes, as the device keeps them, into it (offline too).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { db, type RoomVideoRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { userAtom } from '../../lib/session';
import { shareNote } from './room.actions';
import type { RoomWrite } from './use-room-write';

type Props = { uuid: string; videos: RoomVideoRow[]; write: RoomWrite };

/** The caller's video notes the device keeps, newest first. */
function useMyNotes() {
  const username = useAtomValue(userAtom)?.username ?? '';
  return useLiveQuery(
    async () =>
      (await db.cookings.where('username').equals(username).reverse().sortBy('created')).filter(
        (note) => !note.deleted,
      ),
    [username],
  );
}

export function RoomVideos({ uuid, videos, write }: Props) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<string | null>(null);
  const mine = useMyNotes();
  const share = () => {
    const note = mine?.find((n) => n.uuid === picked);
    if (note)
      write(
        () => shareNote(uuid, note),
        () => setPicked(null),
      );
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        <Trans>Videos</Trans>
      </Text>
      {videos.length === 0 && <Text size="sm" c="dimmed">{t`No videos shared here yet.`}</Text>}
      {videos.map((video) => (
        <Group key={video.cooking.uuid} gap="sm" wrap="nowrap">
          <Image
            src={video.cooking.thumbjs}
            alt=""
            w={96}
            h={54}
            radius="sm"
            fit="cover"
            style={{ flex: 'none' }}
          />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/whatiscooking/${video.cooking.uuid}`} size="sm" lineClamp={2}>
              {video.cooking.lesson || t`Video note`}
            </Anchor>
            <Text size="xs" c="dimmed">
              @{video.username}
            </Text>
          </Stack>
        </Group>
      ))}
      {mine && mine.length > 0 && (
        <Group align="flex-end" gap="sm">
          <Select
            flex={1}
            label={t`Share one of your video notes`}
            data={mine.map((note) => ({ value: note.uuid, label: note.lesson || note.video }))}
            value={picked}
            onChange={setPicked}
          />
          <Button onClick={share} disabled={!picked}>
            <Trans>Share</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
