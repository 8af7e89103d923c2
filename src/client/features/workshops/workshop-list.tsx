/** A mirrored list of workshops (upcoming first), with its skeleton, empty and error states, and Load More. */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import { ListStates } from '../../ui/lists/list-states';
import { POSTER_BOX } from '../../ui/posters/poster';
import { WorkshopCard } from './workshop-card';
import { useWorkshopList, type WorkshopListKey } from './workshops.mirror';

type Props = { listKey: WorkshopListKey; empty: string; label: string };

export function WorkshopList({ listKey, empty, label }: Props) {
  const { t } = useLingui();
  return (
    <ListStates
      list={useWorkshopList(listKey)}
      errorTitle={t`Could not load workshops.`}
      skeleton={
        <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} style={POSTER_BOX.card} radius="md" />
          ))}
        </Stack>
      }
      empty={
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      }
    >
      {(rows) => (
        <Stack
          component="ul"
          gap="sm"
          aria-label={label}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((w, index) => (
            <li key={w.uuid}>
              <WorkshopCard workshop={w} first={index === 0} />
            </li>
          ))}
        </Stack>
      )}
    </ListStates>
  );
}
