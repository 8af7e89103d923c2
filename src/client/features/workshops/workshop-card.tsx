/** A workshop in a list: its poster across the top, title, artist, when (in its own zone), venue and country, and how many are going. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { countryName } from '../../lib/countries';
import type { WorkshopRow } from '../../lib/db';
import { whenText } from '../../ui/calendar/when';
import { Poster } from '../../ui/posters/poster';

export function WorkshopCard({ workshop: w, first = false }: { workshop: WorkshopRow; first?: boolean }) {
  const { i18n } = useLingui();
  const going = w.going_count;
  return (
    <Card component={Link} to={`/workshops/${w.uuid}`} withBorder padding="md">
      <Card.Section>
        <Poster src={w.poster} title={w.title} shape="card" first={first} />
      </Card.Section>
      <Stack gap={2} mt="sm" miw={0}>
        <Text fw={600} lineClamp={2}>
          {w.title}
        </Text>
        {w.name1 && (
          <Text size="sm" c="dimmed" truncate>
            {w.name1}
          </Text>
        )}
        <Text size="sm">{whenText({ ...w, allDay: !w.start_time }, i18n.locale)}</Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {[w.venue, countryName(w.country, i18n.locale)].filter(Boolean).join(', ')}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>{going} going</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
