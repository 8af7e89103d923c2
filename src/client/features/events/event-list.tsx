/** A mirrored event list: cards in a grid, its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { CardGridSkeleton, ListStates } from '../artists/list-states';
import { EventCard } from './event-card';
import { type EventListKey, useEventList } from './events.remote';

const COLS = { base: 1, xs: 2, lg: 3 };

export function EventList({ listKey, empty }: { listKey: EventListKey; empty: string }) {
  const { t } = useLingui();
  return (
    <ListStates
      list={useEventList(listKey)}
      errorTitle={t`Could not load events.`}
      skeleton={<CardGridSkeleton cols={COLS} aspectRatio="3 / 2" label={t`Loading events`} />}
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
