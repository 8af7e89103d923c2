/**
 * The video notes shared into the room (each a link to its page), and for those in the room, sharing
 * one of their own notes into it (online).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notesApi } from '../../../shared/api-paths';
import type { Note } from '../../../shared/schemas/notes';
import type { RoomVideo } from '../../../shared/schemas/workshops';
import { useOnline } from '../../lib/use-online';
import { usePagedList } from '../../lib/use-paged-list';
import { useRemoteCall } from '../../lib/use-remote-call';
import { shareVideo } from './workshops.online';

type Props = { uuid: string; videos: RoomVideo[]; onShared: () => void };

export function RoomVideos({ uuid, videos, onShared }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const [picked, setPicked] = useState<string | null>(null);
  const call = useRemoteCall();
  const mine = usePagedList<Note>(online ? notesApi.mine(50) : null);
  const share = () =>
    call.run(async () => {
      if (!picked) return;
      await shareVideo(uuid, picked);
      setPicked(null);
      onShared();
    });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        <Trans>Videos</Trans>
      </Text>
      {videos.length === 0 && <Text size="sm" c="dimmed">{t`No videos shared here yet.`}</Text>}
      {videos.map((video) => (
        <Group key={video.id} gap="sm" wrap="nowrap">
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
      {online && mine.items && mine.items.length > 0 && (
        <Group align="flex-end" gap="sm">
          <Select
            flex={1}
            label={t`Share one of your video notes`}
            data={mine.items.map((note) => ({ value: note.uuid, label: note.lesson || note.video }))}
            value={picked}
            onChange={setPicked}
          />
          <Button onClick={share} disabled={!picked} loading={call.pending}>
            <Trans>Share</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
