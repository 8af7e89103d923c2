/** A mirrored event list: cards in a grid, its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { CardGridSkeleton, ListStates } from '../../ui/lists/list-states';
import { POSTER_BOX } from '../../ui/posters/poster';
import { EventCard } from './event-card';
import { type EventListKey, useEventList } from './events.mirror';

/** One column, as /events shows its list in the feed's width; `wide` (a portfolio tab) up to three. */
type Props = { listKey: EventListKey; empty: string; wide?: boolean };

export function EventList({ listKey, empty, wide = false }: Props) {
  const { t } = useLingui();
  const cols = wide ? { base: 1, xs: 2, lg: 3 } : 1;
  return (
    <ListStates
      list={useEventList(listKey)}
      errorTitle={t`Could not load events.`}
      skeleton={<CardGridSkeleton cols={cols} image={POSTER_BOX.card} label={t`Loading events`} />}
      empty={<Text c="dimmed">{empty}</Text>}
    >
      {(rows) => (
        <SimpleGrid cols={cols} spacing="md">
          {rows.map((row, index) => (
            <EventCard key={row.uuid} row={row} first={index === 0} />
          ))}
        </SimpleGrid>
      )}
    </ListStates>
  );
}
