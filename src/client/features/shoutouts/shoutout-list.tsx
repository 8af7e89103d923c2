/**
 * A mirrored list of shoutouts: skeletons while the first page loads, the error with Retry, the empty
 * text, the cards (one column, or two from `sm` in a portfolio), and Load More while there are more.
 */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { ShoutoutCard } from './shoutout-card';
import type { useShoutoutList } from './shoutouts.mirror';

type Props = { list: ReturnType<typeof useShoutoutList>; empty: ReactNode; columns?: 1 | 2 };

function ListSkeleton({ cols }: { cols: Record<string, number> }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={cols} role="status" aria-busy="true" aria-label={t`Loading shoutouts`}>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height={14} width="70%" mt="sm" />
          <Skeleton height={12} width="90%" mt={8} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ShoutoutList({ list, empty, columns = 1 }: Props) {
  const { rows, error, pending } = list;
  const { t } = useLingui();
  const cols = { base: 1, sm: columns };
  const errorAlert = error && (
    <LoadError title={t`Could not load shoutouts.`} error={error} onRetry={list.retry} />
  );
  if (rows === undefined || (rows.length === 0 && pending && !error)) return <ListSkeleton cols={cols} />;
  if (rows.length === 0) return errorAlert || empty;
  return (
    <Stack gap="md">
      {errorAlert}
      <SimpleGrid cols={cols} spacing="md">
        {rows.map((row, index) => (
          <ShoutoutCard key={row.uuid} row={row} first={index === 0} />
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </Stack>
  );
}
