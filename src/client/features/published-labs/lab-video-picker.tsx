/**
 * The notes of the chosen lab to publish: selectable cards, 3 per row (4 at the widest), skeletons
 * while they load, and the spec's text when the lab has none.
 */
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { labMessages } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import type { LabRow } from '../../lib/db';
import { useLabVideos } from '../labs/labs.remote';
import { SelectableVideoCard, VideoCardSkeleton } from '../labs/selectable-video-card';

const COLS = { base: 2, xs: 3, xl: 4 };
const SKELETONS = 9;

type Props = { lab: LabRow; value: string[]; onToggle: (uuid: string) => void };

export function LabVideoPicker({ lab, value, onToggle }: Props) {
  const { t } = useLingui();
  const { videos } = useLabVideos(lab);
  if (!videos)
    return (
      <SimpleGrid
        cols={COLS}
        spacing="sm"
        role="status"
        aria-busy="true"
        aria-label={t`Loading the lab's videos`}
      >
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <VideoCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  if (videos.length === 0) return <Text c="dimmed">{translateMessage(labMessages.emptyLab)}</Text>;
  return (
    <SimpleGrid cols={COLS} spacing="sm">
      {videos.map((video) => (
        <SelectableVideoCard
          key={video.uuid}
          video={video}
          selected={value.includes(video.uuid)}
          onToggle={() => onToggle(video.uuid)}
        />
      ))}
    </SimpleGrid>
  );
}
