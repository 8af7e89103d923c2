/**
 * /publishedlabs/{uuid}: the lab's name with its menu (Share), about, artist, terms and video count,
 * what the viewer can do, and its videos for those who may watch them. An unknown (or hidden) lab
 * is the 404 page.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { publishedLabsApi } from '../../../shared/api-paths';
import type { PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { ApiError } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { ArtistPhoto } from '../../ui/artist-photo';
import { ErrorPage } from '../../ui/errors/error-page';
import { LoadError } from '../../ui/errors/load-error';
import { LabActions } from './lab-actions';
import { LabMenu } from './lab-menu';
import { LabVideoList } from './lab-video-list';
import { priceLine } from './price';
import { videoCount } from './published-lab-card';
import { fetchPublishedLab } from './published-labs.online';

function usePublishedLab(uuid: string) {
  const [lab, setLab] = useState<PublishedLabDetail | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      setLab(await fetchPublishedLab(uuid));
    } catch (reason) {
      setError(reason instanceof Error ? reason : new Error(String(reason)));
    }
  }, [uuid]);
  useEffect(() => {
    setLab(null);
    void load();
  }, [load]);
  return { lab, error, reload: () => void load() };
}

export function PublishedLabView({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const { lab, error, reload } = usePublishedLab(uuid);
  useTitle(lab?.name ?? t`Published Lab`);
  if (error instanceof ApiError && error.status === 404) return <ErrorPage kind="notFound" />;
  if (error)
    return <LoadError title={t`Could not load this published lab.`} error={error} onRetry={reload} />;
  if (!lab)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading the published lab`}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="40%" />
      </Stack>
    );
  const artist = lab.artist.name || lab.username;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {lab.name}
          </Title>
          <LabMenu lab={lab} />
        </Group>
        {lab.about && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lab.about}</Text>}
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ArtistPhoto name={artist} src={lab.artist.thumb} size={32} />
          <Anchor component={Link} to={`/${encodeURIComponent(lab.username)}`} truncate="end">
            {artist}
          </Anchor>
        </Group>
        <Group gap="md">
          <Text fw={600}>{priceLine(lab.subscription)}</Text>
          <Text c="dimmed">{videoCount(lab.video_count)}</Text>
        </Group>
      </Stack>
      <LabActions lab={lab} />
      {lab.access.can_watch && (
        <LabVideoList
          path={publishedLabsApi.videos(lab.uuid)}
          empty={t`No videos in this lab yet.`}
          progress={{ labId: lab.lab, counts: lab.access.is_owner }}
        />
      )}
    </Stack>
  );
}
