/**
 * Edit mode of the lab form: the lab's videos are fetched (held at least 500 ms) and preselected
 * before the form opens; offline the mirrored set opens.
 */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import type { LabRow } from '../../lib/db';
import { LabForm } from './lab-form';
import { useLabVideos } from './labs.mirror';

type Props = { username: string; lab: LabRow; onDone: () => void };

export function LabEditor({ username, lab, onDone }: Props) {
  const { t } = useLingui();
  const { videos } = useLabVideos(lab);
  if (!videos)
    return (
      <Stack gap="md" maw={FORM_MAX_WIDTH} role="status" aria-busy="true" aria-label={t`Loading your lab`}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={58} />
        <Skeleton height={80} />
      </Stack>
    );
  return (
    <LabForm
      key={lab.uuid}
      username={username}
      original={lab}
      initialVideos={videos.map((video) => video.uuid)}
      onDone={onDone}
    />
  );
}
