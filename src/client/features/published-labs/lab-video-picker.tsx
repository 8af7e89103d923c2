/**
 * The notes of the chosen lab to publish: selectable cards, 3 per row (4 at the widest), skeletons
 * while they load, and the spec's text when the lab has none.
 */
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
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
  return <VideoCardGrid videos={videos} value={value} onToggle={onToggle} />;
}
