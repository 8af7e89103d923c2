/** A paged list of published labs as cards: skeletons, the error with Retry, the empty text, Load More. */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import type { PagedList } from '../../lib/use-paged-list';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { PublishedLabCard } from './published-lab-card';

const COLS = { base: 1, sm: 2, lg: 3 };

type Props = { list: PagedList<PublishedLab>; empty: string; extra?: (lab: PublishedLab) => ReactNode };

export const labPath = (uuid: string) => `/publishedlabs/${encodeURIComponent(uuid)}`;

export function PublishedLabGrid({ list, empty, extra }: Props) {
  const { t } = useLingui();
  const { items, error } = list;
  const errorAlert = error && (
    <LoadError title={t`Could not load published labs.`} error={error} onRetry={list.reload} />
  );
  if (items === undefined)
    return (
      errorAlert || (
        <SimpleGrid
          cols={COLS}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label={t`Loading published labs`}
        >
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Card key={i} withBorder padding="md" radius="md">
              <Stack gap="xs">
                <Skeleton height={20} width="60%" />
                <Skeleton height={12} />
                <Skeleton height={12} width="40%" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )
    );
  if (items.length === 0) return errorAlert || <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {errorAlert}
      <SimpleGrid cols={COLS} spacing="md">
        {items.map((lab) => (
          <PublishedLabCard key={lab.uuid} lab={lab} to={labPath(lab.uuid)}>
            {extra?.(lab)}
          </PublishedLabCard>
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </Stack>
  );
}
