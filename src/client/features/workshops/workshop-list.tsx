/** A paged list of workshops read from the API (upcoming first), with its skeleton, empty and error states. */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { Workshop } from '../../../shared/schemas/workshops';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMore } from '../cookings/feed/load-more';
import { LoadError } from '../errors/load-error';
import { POSTER_BOX } from '../posters/poster';
import { WorkshopCard } from './workshop-card';

type Props = { path: string | null; empty: string; label: string };

export function WorkshopList({ path, empty, label }: Props) {
  const { t } = useLingui();
  const list = usePagedList<Workshop>(path);
  if (list.error && !list.items)
    return <LoadError title={t`Could not load workshops.`} error={list.error} onRetry={list.reload} />;
  if (!list.items)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} style={POSTER_BOX.card} radius="md" />
        ))}
      </Stack>
    );
  if (list.items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.items.map((w, index) => (
          <li key={w.uuid}>
            <WorkshopCard workshop={w} first={index === 0} />
          </li>
        ))}
      </Stack>
      <LoadMore list={list} />
    </Stack>
  );
}
