/** A mirrored event list: cards in a grid, its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ListStates } from '../artists/list-states';
import { EventCard } from './event-card';
import { type EventListKey, useEventList } from './events.remote';

const COLS = { base: 1, xs: 2, lg: 3 };

export function EventList({ listKey, empty }: { listKey: EventListKey; empty: string }) {
  const { t } = useLingui();
  return (
    <ListStates
      list={useEventList(listKey)}
      errorTitle={t`Could not load events.`}
      skeleton={
        <SimpleGrid cols={COLS} role="status" aria-busy="true" aria-label={t`Loading events`}>
          {[0, 1].map((i) => (
            <Card key={i} withBorder padding="md">
              <Skeleton style={{ aspectRatio: '3 / 2' }} />
              <Skeleton height={14} width="70%" mt="sm" />
            </Card>
          ))}
        </SimpleGrid>
      }
      empty={<Text c="dimmed">{empty}</Text>}
    >
      {(rows) => (
        <SimpleGrid cols={COLS} spacing="md">
          {rows.map((row) => (
            <EventCard key={row.uuid} row={row} />
          ))}
        </SimpleGrid>
      )}
    </ListStates>
  );
}
