/**
 * The notes of the chosen lab to publish: selectable cards, 3 per row (4 at the widest), skeletons
 * while they load, and the spec's text when the lab has none. Chosen notes that only their author
 * (or the artists they mention) may see are named before publishing shows them to the lab's buyers.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { ACCESS } from '../../../shared/schemas/notes';
import { labMessages } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import type { LabRow } from '../../lib/db';
import { useLabVideos } from '../labs/labs.mirror';
import { VideoCardGrid, VideoGridSkeleton } from '../labs/selectable-video-card';

type Props = { lab: LabRow; value: string[]; onToggle: (uuid: string) => void };

export function LabVideoPicker({ lab, value, onToggle }: Props) {
  const { t } = useLingui();
  const { videos } = useLabVideos(lab);
  if (!videos) return <VideoGridSkeleton label={t`Loading the lab's videos`} />;
  if (videos.length === 0) return <Text c="dimmed">{translateMessage(labMessages.emptyLab)}</Text>;
  const closed = videos.filter(
    (note) => value.includes(note.uuid) && note.access !== ACCESS.community,
  ).length;
  return (
    <Stack gap="sm">
      <VideoCardGrid videos={videos} value={value} onToggle={onToggle} />
      {closed > 0 && (
        <Alert color="yellow" variant="light" icon={<IconEye size={18} aria-hidden />} role="status">
          <Plural
            value={closed}
            one="# chosen note is private or shown only to the artist it mentions. Once published, everyone who buys or joins this lab can watch it."
            other="# chosen notes are private or shown only to the artists they mention. Once published, everyone who buys or joins this lab can watch them."
          />
        </Alert>
      )}
    </Stack>
  );
}
