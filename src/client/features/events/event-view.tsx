/**
 * /events/{uuid}: the poster, when (in the event's own zone), where with a map link, the organiser,
 * "I'm going" and who is going, "Add to calendar" (the .ics), info, links and the programme. The
 * organiser edits or deletes it; a tagged guest may leave the guests. Read from the mirror, so an
 * event opened before (or one I am going to) opens offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconMapPin } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import type { EventRow } from '../../lib/db';
import { same } from '../../lib/mirrored-rows';
import { regionNames } from '../../lib/region-names';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { WriteState } from '../cookings/feed/write-state';
import { LoadError } from '../errors/load-error';
import { EventGoing } from './event-going';
import { EventPeople } from './event-people';
import { EventPoster, POSTER } from './event-poster';
import { eventWhen } from './event-when';
import { deleteEvent, leaveGuests } from './events.actions';
import { useEventSync } from './events.remote';

function Actions({ row }: { row: EventRow }) {
  const navigate = useNavigate();
  const me = useAtomValue(userAtom)?.username ?? '';
  if (same(row.username, me))
    return (
      <Group gap="sm">
        <Button component={Link} to={`/upload/event?edit=${row.uuid}`} variant="default" size="xs">
          <Trans>Edit event</Trans>
        </Button>
        <Button
          color="red"
          variant="subtle"
          size="xs"
          onClick={() => void deleteEvent(row.uuid).then(() => navigate('/events'))}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
    );
  if (me && row.guestNames.includes(me.toLowerCase()))
    return (
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => void leaveGuests(row)}>
        <Trans>Remove me from the guests</Trans>
      </Button>
    );
  return null;
}

function Details({ row }: { row: EventRow }) {
  const { t, i18n } = useLingui();
  useTitle(row.title);
  const where = [row.venue, row.country && regionNames(i18n.locale).of(row.country)]
    .filter(Boolean)
    .join(', ');
  const links = [
    [row.iglink, 'Instagram'],
    [row.videolink, 'YouTube'],
    [row.contact_email && `mailto:${row.contact_email}`, row.contact_email],
  ].filter(([url]) => url);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <EventPoster row={row} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <WriteState target={row.uuid} />
          <Title order={1} size="h2">
            {row.title}
          </Title>
          <Text fw={500}>{eventWhen(row, i18n.locale)}</Text>
          {where && (
            <Anchor
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(where)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <span>{where}</span>
              </Group>
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            <Trans>
              Organised by{' '}
              <Anchor component={Link} to={`/${row.username}`} inherit>
                {row.artist_name}
              </Anchor>
            </Trans>
          </Text>
          <EventGoing row={row} />
          <Button
            component="a"
            href={`/api/calendar/events/${row.uuid}.ics`}
            download
            variant="light"
            w="fit-content"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            {t`Add to calendar`}
          </Button>
          {row.content && <Text style={{ whiteSpace: 'pre-line' }}>{row.content}</Text>}
          {links.length > 0 && (
            <Group gap="md">
              {links.map(([url, label]) => (
                <Anchor key={label} href={url} target="_blank" rel="noopener noreferrer" size="sm">
                  {label}
                </Anchor>
              ))}
            </Group>
          )}
          <EventPeople row={row} />
          <Actions row={row} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function EventView({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const { row, error, retry } = useEventSync(uuid);
  if (row === undefined) return <Skeleton style={{ ...POSTER, maxWidth: 360 }} />;
  if (row) return <Details row={row} />;
  if (error) return <LoadError title={t`Could not load this event.`} error={error} onRetry={retry} />;
  return <Text>{t`This event does not exist.`}</Text>;
}
