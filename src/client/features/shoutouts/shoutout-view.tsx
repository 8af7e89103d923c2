/**
 * One shoutout's page: the cover, who thanked whom, what the author appreciates and learned, where
 * and when, the workshop it was at (attended when the author was checked in), the lesson's video, love
 * and comments; the two artists also see their personal messages and what they can do
 * (shoutout-actions.tsx); everyone else can report it, or block or mute its author (More). Its author
 * sees when a moderator hid it. Missing or not the user's to see: the 404 page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ShoutoutRow } from '../../lib/db';
import { useTitle } from '../../lib/use-title';
import { shortDate } from '../../ui/dates/short-date';
import { ErrorPage } from '../../ui/errors/error-page';
import { LoadError } from '../../ui/errors/load-error';
import { HiddenBadge } from '../../ui/hidden-badge';
import { NoteVideo } from '../../ui/video/note-video';
import { WriteState } from '../../ui/write-state';
import { FeedSection } from '../notes/feed/feed-list';
import { MoreButton } from '../reports/more-button';
import { WorkshopCited } from '../workshops/workshop-cited';
import { ShoutoutActions } from './shoutout-actions';
import { teacherName } from './shoutout-card';
import { ShoutoutCover } from './shoutout-cover';
import { ShoutoutLove } from './shoutout-love';
import { ShoutoutPeople, useParty } from './shoutout-people';
import { ShoutoutComments, ShoutoutMessages } from './shoutout-replies';
import { useShoutoutSync } from './shoutouts.mirror';

function Section({ title, children }: { title: ReactNode; children: string }) {
  if (!children) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

function Body({ row }: { row: ShoutoutRow }) {
  const { t } = useLingui();
  const { party } = useParty(row);
  const name = teacherName(row);
  return (
    <Stack gap="md">
      <ShoutoutCover row={row} alt={t`Cover photo of the shoutout to ${name}`} first />
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={1} size="h2">
          <Trans>Shoutout to {name}</Trans>
        </Title>
        <MoreButton
          about={{
            report: { target_type: 'shoutout', target_id: row.uuid },
            username: row.username,
            name: row.student.artist_name || row.username,
          }}
        />
      </Group>
      <HiddenBadge hidden={row.hidden} />
      <WriteState target={row.uuid} />
      <ShoutoutPeople row={row} />
      <Group gap="md" c="dimmed">
        <Text size="sm" component="time" dateTime={row.occured}>
          {shortDate(row.occured)}
        </Text>
        {row.s_location && (
          <Text size="sm" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconMapPin size={16} aria-hidden />
            {row.s_location}
          </Text>
        )}
      </Group>
      <WorkshopCited workshop={row.workshop} />
      <ShoutoutActions row={row} />
      <Section title={<Trans>Appreciation</Trans>}>{row.s_appreciation}</Section>
      <Section title={<Trans>What I learned</Trans>}>{row.s_learnings}</Section>
      {row.s_teacher_video && <NoteVideo video={row.s_teacher_video} thumb="" alt={t`Video of ${name}`} />}
      {row.id !== undefined && (
        <>
          <ShoutoutLove uuid={row.uuid} />
          {row.teacher && (
            <FeedSection
              listKey={`lesson:${row.uuid}`}
              title={
                <Title order={2} size="h5">
                  <Trans>Video notes from this lesson</Trans>
                </Title>
              }
              empty={
                <Text size="sm" c="dimmed">
                  <Trans>No video notes from this lesson yet.</Trans>
                </Text>
              }
            />
          )}
          <Divider />
          <ShoutoutComments uuid={row.uuid} />
          {party && row.teacher && (
            <>
              <Divider />
              <ShoutoutMessages uuid={row.uuid} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

export function ShoutoutView({ uuid }: { uuid: string }) {
  const { row, error, retry } = useShoutoutSync(uuid);
  const { t } = useLingui();
  const name = row ? teacherName(row) : '';
  useTitle(row ? t`Shoutout to ${name}` : t`Shoutout`);
  if (row === null) return <ErrorPage kind="notFound" />;
  if (row) return <Body row={row} />;
  if (error) return <LoadError title={t`Could not load this shoutout.`} error={error} onRetry={retry} />;
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading shoutout`}>
      <Skeleton style={{ aspectRatio: '16 / 9' }} />
      <Skeleton height={28} width="60%" />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
