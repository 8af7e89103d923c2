/** A mirrored event list: cards in a grid, its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadMore } from '../cookings/feed/load-more';
import { LoadError } from '../errors/load-error';
import { EventCard } from './event-card';
import { type EventListKey, useEventList } from './events.remote';

const COLS = { base: 1, xs: 2, lg: 3 };

export function EventList({ listKey, empty }: { listKey: EventListKey; empty: string }) {
  const { t } = useLingui();
  const list = useEventList(listKey);
  const { rows, error, pending } = list;
  const errorAlert = error && (
    <LoadError title={t`Could not load events.`} error={error} onRetry={list.retry} />
  );
  if (rows === undefined || (rows.length === 0 && pending && !error))
    return (
      <SimpleGrid cols={COLS} role="status" aria-busy="true" aria-label={t`Loading events`}>
        {[0, 1].map((i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton style={{ aspectRatio: '3 / 2' }} />
            <Skeleton height={14} width="70%" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  if (rows.length === 0) return errorAlert || <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {errorAlert}
      <SimpleGrid cols={COLS} spacing="md">
        {rows.map((row) => (
          <EventCard key={row.uuid} row={row} />
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </Stack>
  );
}
