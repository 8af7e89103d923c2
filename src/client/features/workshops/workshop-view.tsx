/**
 * /workshops/{uuid}, in the event page's order: poster, title, artist, when (in the workshop's own
 * time zone) and where (with a map link), "I'm going" and who is going, "Add to calendar" (and for
 * the organiser Edit and Delete, for everyone else More: Report, Block, Mute), info, links, and the
 * room; a goer's code for the door (or that they attended), and for the organiser the door itself;
 * its organiser sees when a moderator hid it. Read from the mirror, so a workshop seen before
 * (and every one I am going to) opens offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
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
import { DoorPanel } from './door-panel';
import { GoerDoorCode } from './goer-door-code';
import { WorkshopGoing } from './workshop-going';
import { WorkshopOwnerActions } from './workshop-owner-actions';
import { WorkshopRoom } from './workshop-room';
import { useWorkshop } from './workshops.mirror';

export function WorkshopView({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { row, error, retry } = useWorkshop(uuid);
  useTitle(row?.title ?? t`Workshop`);
  if (row === undefined)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading the workshop`}>
        <Skeleton style={POSTER_BOX.page} radius="md" />
        <Skeleton height={32} width="60%" />
        <Skeleton height={80} />
      </Stack>
    );
  if (!row && error)
    return <LoadError title={t`Could not load this workshop.`} error={error} onRetry={retry} />;
  if (!row)
    return (
      <Stack gap="xs">
        <Title order={1} size="h3">{t`Workshop not found.`}</Title>
        <Text c="dimmed">{t`This workshop does not exist.`}</Text>
      </Stack>
    );
  const mine = user?.username.toLowerCase() === row.username.toLowerCase();
  return (
    <Stack gap="xl">
      <PosterPage row={row}>
        <HiddenBadge hidden={row.hidden} />
        <WriteState target={row.uuid} />
        {(row.name1 || row.teacher1) && (
          <Text>
            <Trans>Artist</Trans>:{' '}
            {row.teacher1 ? (
              <Anchor component={Link} to={`/${row.teacher1}`}>
                {row.name1 || row.teacher1}
              </Anchor>
            ) : (
              row.name1
            )}
          </Text>
        )}
        <WhenWhere
          span={{
            starts_at: row.starts_at,
            ends_at: row.ends_at,
            timezone: row.timezone,
            allDay: !row.start_time,
          }}
          venue={row.venue}
          country={row.country}
          note={row.datetime}
        />
        <WorkshopGoing row={row} />
        <GoerDoorCode row={row} />
        <Group gap="sm">
          <AddToCalendar kind="workshops" row={row} />
          {mine && <WorkshopOwnerActions uuid={row.uuid} />}
          <MoreButton
            about={{
              report: { target_type: 'workshop', target_id: row.uuid },
              username: row.username,
              name: row.username,
            }}
          />
        </Group>
        {row.content && <Text style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Text>}
        <SocialLinks row={row} />
      </PosterPage>
      {mine && <DoorPanel row={row} />}
      <WorkshopRoom row={row} />
    </Stack>
  );
}
