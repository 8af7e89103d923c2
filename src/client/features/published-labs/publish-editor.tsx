/**
 * Edit mode of the publish form: the published lab, its published notes (preselected) and its
 * source lab from the labs mirror, loaded before the form opens.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { DEFAULT_PERIOD_DAYS, type PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { db, type LabRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { LoadError } from '../../ui/errors/load-error';
import type { MyLabs } from './lab-select';
import { isFee } from './price';
import { PublishForm } from './publish-form';
import type { PublishValues } from './publish-form.values';
import { fetchAllLabVideos, fetchPublishedLab } from './published-labs.online';

type Loaded = { detail: PublishedLabDetail; videos: string[] };
type Props = { uuid: string; labs: MyLabs; onDone: (uuid: string) => void };

function initialValues({ detail, videos }: Loaded, lab: LabRow): PublishValues {
  const sub = detail.subscription;
  return {
    lab: lab.uuid,
    name: detail.name,
    about: detail.about,
    videos,
    access: sub ? (isFee(sub) ? 'fee' : 'free') : null,
    price: sub ? sub.price : '',
    period: sub?.subscription_period ?? DEFAULT_PERIOD_DAYS,
  };
}

export function PublishEditor({ uuid, labs, onDone }: Props) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      const [detail, videos] = await Promise.all([fetchPublishedLab(uuid), fetchAllLabVideos(uuid)]);
      setLoaded({ detail, videos: videos.map((video) => video.cooking.uuid) });
    } catch (reason) {
      setError(reason instanceof Error ? reason : new Error(String(reason)));
    }
  }, [uuid]);
  useEffect(() => {
    void load();
  }, [load]);
  const sourceId = loaded?.detail.lab;
  const lab = useLiveQuery(
    async () =>
      sourceId === undefined ? undefined : ((await db.labs.where('id').equals(sourceId).first()) ?? null),
    [sourceId],
  );

  if (error)
    return (
      <LoadError title={t`Could not load your published lab.`} error={error} onRetry={() => void load()} />
    );
  if (loaded && !loaded.detail.access.is_owner)
    return (
      <Text>
        <Trans>Only the artist who published this lab can edit it.</Trans>
      </Text>
    );
  if (loaded && lab === null && labs.rows !== undefined && !labs.pending)
    return (
      <Text>
        <Trans>The lab this was published from is not on this device.</Trans>
      </Text>
    );
  if (!loaded || !lab)
    return (
      <Stack
        gap="md"
        maw={FORM_MAX_WIDTH}
        role="status"
        aria-busy="true"
        aria-label={t`Loading your published lab`}
      >
        <Skeleton height={28} width="50%" />
        <Skeleton height={58} />
        <Skeleton height={80} />
      </Stack>
    );
  return (
    <PublishForm
      key={uuid}
      labs={labs}
      edit={{ detail: loaded.detail, lab, initial: initialValues(loaded, lab) }}
      onDone={onDone}
    />
  );
}
