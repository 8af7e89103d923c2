/**
 * What a journey names beside its text: the event it was at with its author's results there (each
 * linking to its battle), and the workshop it was at, attended or not. A journey the device kept from
 * before journeys named them may lack the fields: none shows.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JourneyRow } from '../../lib/db';
import { battlePath, useResultWords } from '../artists/result-words';
import { WorkshopCited } from '../workshops/workshop-cited';
import { JourneyEventLink } from './journey-event-link';

type Props = { row: Partial<Pick<JourneyRow, 'event' | 'workshop' | 'results'>> };

export function JourneyCites({ row }: Props) {
  const { t } = useLingui();
  const words = useResultWords();
  const results = row.results ?? [];
  return (
    <>
      <JourneyEventLink event={row.event} />
      {results.length > 0 && (
        <Group
          gap="xs"
          component="ul"
          aria-label={t`Battle results`}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {results.map((result) => (
            <li key={result.battle}>
              <Anchor component={Link} to={battlePath(result)} size="sm">
                {words.cited(result)}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      <WorkshopCited workshop={row.workshop} />
    </>
  );
}
