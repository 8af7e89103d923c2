/**
 * /events/{uuid}, in the workshop page's order: the poster, the organiser, when (in the event's own
 * zone) and where with a map link, "I'm going" and who is going, "Add to calendar" (the .ics), info,
 * links and the programme. The
 * organiser edits or deletes it; a tagged guest may leave the guests; anyone else may report it, or
 * block or mute its organiser (More). Its organiser sees when a moderator hid it. Read from the mirror, so an
 * event opened before (or one I am going to) opens offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import type { EventRow } from '../../lib/db';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { AddToCalendar } from '../../ui/calendar/add-to-calendar';
import { SocialLinks } from '../../ui/calendar/social-links';
import { WhenWhere } from '../../ui/calendar/when-where';
import { LoadError } from '../../ui/errors/load-error';
import { HiddenBadge } from '../../ui/hidden-badge';
import { POSTER_BOX } from '../../ui/posters/poster';
import { PosterPage } from '../../ui/posters/poster-page';
import { WriteState } from '../../ui/write-state';
import { MoreButton } from '../reports/more-button';
import { EventGoing } from './event-going';
import { EventPeople } from './event-people';
import { deleteEvent, leaveGuests } from './events.actions';
import { useEventSync } from './events.mirror';

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
  useTitle(row.title);
  return (
    <PosterPage row={row}>
      <HiddenBadge hidden={row.hidden} />
      <WriteState target={row.uuid} />
      <Text size="sm" c="dimmed">
        <Trans>
          Organised by{' '}
          <Anchor component={Link} to={`/${row.username}`} inherit>
            {row.artist_name}
          </Anchor>
        </Trans>
      </Text>
      <WhenWhere span={row} venue={row.venue} country={row.country} />
      <EventGoing row={row} />
      <Group gap="sm">
        <AddToCalendar kind="events" row={row} />
        <Actions row={row} />
        <MoreButton
          about={{
            report: { target_type: 'event', target_id: row.uuid },
            username: row.username,
            name: row.artist_name || row.username,
          }}
        />
      </Group>
      {row.content && <Text style={{ whiteSpace: 'pre-line' }}>{row.content}</Text>}
      <SocialLinks row={row} />
      <EventPeople row={row} />
    </PosterPage>
  );
}

export function EventView({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const { row, error, retry } = useEventSync(uuid);
  if (row === undefined) return <Skeleton style={POSTER_BOX.page} />;
  if (row) return <Details row={row} />;
  if (error) return <LoadError title={t`Could not load this event.`} error={error} onRetry={retry} />;
  return <Text>{t`This event does not exist.`}</Text>;
}
