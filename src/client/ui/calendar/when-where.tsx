/**
 * The when and where of a workshop's or an event's page: the time in its own zone with the zone
 * named, a note of the organiser's (a workshop's free-text time), and the venue and country as a link
 * to a map search.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { countryName } from '../../lib/countries';
import { mapLink, type Span, whenText } from './when';

type Props = { span: Span; venue: string; country: string; note?: string };

export function WhenWhere({ span, venue, country, note }: Props) {
  const { t, i18n } = useLingui();
  const place = [venue, country && countryName(country, i18n.locale)].filter(Boolean).join(', ');
  const zone = span.timezone;
  return (
    <Stack gap={4}>
      <Text fw={600}>{whenText(span, i18n.locale, true)}</Text>
      <Text size="sm" c="dimmed">
        {note ? `${note} · ` : ''}
        {t`Time zone: ${zone}`}
      </Text>
      {place && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flex: 'none', marginTop: 4 }} />
          <Anchor href={mapLink(place)} target="_blank" rel="noopener noreferrer">
            {place}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
