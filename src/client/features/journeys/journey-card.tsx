/**
 * One journey in the Journey tab: its first photo, title, date and country, the event and workshop it
 * was at with the author's results there, the start of the text, and 'Private' on a private one (only
 * its author sees those); the photo and title open it. One waiting in the outbox shows its first photo
 * from the device. Someone else's has More (Report, Block, Mute); its author sees when a moderator hid
 * it.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JourneyRow } from '../../lib/db';
import { useLocalImage } from '../../lib/use-local-image';
import { shortDate } from '../../ui/dates/short-date';
import { HiddenBadge } from '../../ui/hidden-badge';
import { WriteState } from '../../ui/write-state';
import { MoreButton } from '../reports/more-button';
import { JourneyCites } from './journey-cites';
import { journeyPlace } from './journey-place';

export const journeyLink = (uuid: string) => `?journey=${uuid}`;

export function JourneyCard({ row }: { row: JourneyRow }) {
  const { t, i18n } = useLingui();
  const local = useLocalImage(row.jophoto1 ? undefined : row.localImages?.[0]);
  const place = journeyPlace(row, i18n.locale);
  const title = row.joevent;
  return (
    <Card component="article" aria-label={row.joevent} withBorder padding="md">
      <Card.Section component={Link} to={journeyLink(row.uuid)} tabIndex={-1} aria-hidden>
        <Image src={row.jophoto1 || local} alt="" style={{ aspectRatio: '4 / 3' }} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={journeyLink(row.uuid)} fw={600} lineClamp={2}>
            {row.joevent}
          </Anchor>
          {row.isprivate && (
            // Never shrunk by a long title: the whole word shows, in every language.
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t`Private`}
            </Badge>
          )}
          <MoreButton
            label={t`More about ${title}`}
            about={{
              report: { target_type: 'journey', target_id: row.uuid },
              username: row.username,
              name: row.artist_name || row.username,
            }}
          />
        </Group>
        <HiddenBadge hidden={row.hidden} />
        <Text size="sm" c="dimmed">
          <time dateTime={row.occured}>{shortDate(row.occured)}</time>
          {place && ` · ${place}`}
        </Text>
        <JourneyCites row={row} />
        <WriteState target={row.uuid} compact />
        {row.jocontent && (
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {row.jocontent}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
