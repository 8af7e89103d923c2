/**
 * One shoutout in a list: the cover, who thanked whom (with the teacher's country and, for the two of
 * them, the approval state), the workshop it was at, the start of the appreciation and the lesson's
 * date; the cover and the "Read" link (named in full for screen readers) open the shoutout. Its author
 * sees when a moderator hid it.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ShoutoutRow } from '../../lib/db';
import { shortDate } from '../../ui/dates/short-date';
import { HiddenBadge } from '../../ui/hidden-badge';
import { WorkshopCited } from '../workshops/workshop-cited';
import { ShoutoutCover } from './shoutout-cover';
import { ShoutoutPeople } from './shoutout-people';

/** The name a shoutout is known by: the tagged artist's, else the one the author typed. */
export const teacherName = (row: ShoutoutRow) => row.teacher?.artist_name || row.s_teacher_name;

export function ShoutoutCard({ row, first = false }: { row: ShoutoutRow; first?: boolean }) {
  const { t } = useLingui();
  const to = `/e1t1/${row.uuid}`;
  const name = teacherName(row);
  const title = t`Shoutout to ${name}`;
  return (
    <Card component="article" aria-label={title} withBorder padding="md">
      <Card.Section component={Link} to={to} tabIndex={-1} aria-hidden>
        <ShoutoutCover row={row} alt="" first={first} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <HiddenBadge hidden={row.hidden} />
        <ShoutoutPeople row={row} />
        <WorkshopCited workshop={row.workshop} />
        {row.s_appreciation && (
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {row.s_appreciation}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" component="time" dateTime={row.occured}>
            {shortDate(row.occured)}
          </Text>
          <Anchor component={Link} to={to} size="sm">
            <span aria-hidden>{t`Read`}</span>
            <VisuallyHidden>{t`Read the shoutout to ${name}`}</VisuallyHidden>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
