/** One event in a list: its poster, title, when (in its own zone), where, and whether I am going. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { countryName } from '../../lib/countries';
import type { EventRow } from '../../lib/db';
import { whenText } from '../../ui/calendar/when';
import { Poster } from '../../ui/posters/poster';

export const eventPath = (uuid: string) => `/events/${uuid}`;

export function EventCard({ row, first = false }: { row: EventRow; first?: boolean }) {
  const { t, i18n } = useLingui();
  const where = [row.venue, row.country && countryName(row.country, i18n.locale)].filter(Boolean).join(', ');
  return (
    <Card component="article" aria-label={row.title} withBorder padding="md">
      <Card.Section component={Link} to={eventPath(row.uuid)} tabIndex={-1} aria-hidden>
        <Poster src={row.poster} local={row.localImage} title={row.title} shape="card" first={first} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={eventPath(row.uuid)} fw={600} lineClamp={2}>
            {row.title}
          </Anchor>
          {row.iamgoing && (
            <Badge variant="light" style={{ flex: 'none' }}>
              {t`Going`}
            </Badge>
          )}
        </Group>
        <Text size="sm">{whenText(row, i18n.locale)}</Text>
        {where && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {where}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
