/**
 * Up to three mentions as chips: each links to the author's shoutout to that artist, or to the artist's
 * page when there is none (a note written before shoutouts, or one the reader may not see).
 */
import { useLingui } from '@lingui/react/macro';
import { Avatar, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NoteRow } from '../../../lib/db';

export function MentionChips({ row }: { row: NoteRow }) {
  const { t } = useLingui();
  const mentions = [row.mention1, row.mention2, row.mention3].filter((m) => m != null).slice(0, 3);
  if (mentions.length === 0) return null;
  return (
    <Group component="ul" gap={6} aria-label={t`Mentioned artists`} p={0} m={0} style={{ listStyle: 'none' }}>
      {mentions.map((mention) => (
        <li key={mention.id}>
          <Button
            component={Link}
            to={mention.uuid ? `/e1t1/${mention.uuid}` : `/${mention.teacher.username}`}
            variant="light"
            size="compact-sm"
            radius="xl"
            pl={3}
            leftSection={
              <Avatar
                src={mention.s_photo ?? mention.teacher.artist_metadata.thumb}
                name={mention.s_teacher_name}
                color="initials"
                size={20}
                imageProps={{ loading: 'lazy' }}
                alt=""
                aria-hidden
              />
            }
          >
            {mention.s_teacher_name}
          </Button>
        </li>
      ))}
    </Group>
  );
}
