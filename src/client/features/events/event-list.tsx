/** A mirrored event list: cards in a grid, its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadMore } from '../cookings/feed/load-more';
import { LoadError } from '../errors/load-error';
import { POSTER_BOX } from '../posters/poster';
import { EventCard } from './event-card';
import { type EventListKey, useEventList } from './events.remote';

/** One column, as /events shows its list in the feed's width; `wide` (a portfolio tab) up to three. */
type Props = { listKey: EventListKey; empty: string; wide?: boolean };

export function EventList({ listKey, empty, wide = false }: Props) {
  const { t } = useLingui();
  const cols = wide ? { base: 1, xs: 2, lg: 3 } : 1;
  const list = useEventList(listKey);
  const { rows, error, pending } = list;
  const errorAlert = error && (
    <LoadError title={t`Could not load events.`} error={error} onRetry={list.retry} />
  );
  if (rows === undefined || (rows.length === 0 && pending && !error))
    return (
      <SimpleGrid cols={cols} role="status" aria-busy="true" aria-label={t`Loading events`}>
        {[0, 1].map((i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton style={POSTER_BOX.card} />
            <Skeleton height={14} width="70%" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  if (rows.length === 0) return errorAlert || <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {errorAlert}
      <SimpleGrid cols={cols} spacing="md">
        {rows.map((row, index) => (
          <EventCard key={row.uuid} row={row} first={index === 0} />
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </Stack>
  );
}
