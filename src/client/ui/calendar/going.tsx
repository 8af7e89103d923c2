/**
 * "I'm going" on a workshop's or an event's page: the toggle (a visitor is asked to sign in first),
 * how many are going, the state of a queued answer, and the faces of who is going, each a link to
 * their portfolio. Once the dancer attended (checked in at a workshop's door) it is no longer a
 * toggle. Each feature reads its own people and says its own "going" (outbox writes).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isAuthenticatedAtom } from '../../lib/session';
import { signInFirst } from '../../lib/sign-in-first';
import { ArtistPhoto } from '../artist-photo';

export type Goer = { id: number; username: string; artist_name: string; photo: string | null };

type Props = {
  going: boolean;
  count: number;
  onChange: (going: boolean) => void;
  /** Who is going (the first page), or null when not read (offline). */
  people: Goer[] | null | undefined;
  /** The queued answer's state, beside the count. */
  state?: ReactNode;
  /** Checked in at the door: the answer stays (the server refuses to unsay it). */
  attended?: boolean;
};

export function Going({ going, count, onChange, people, state, attended = false }: Props) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {attended ? (
          <Badge size="xl" radius="sm" tt="none" leftSection={<IconCheck size={16} aria-hidden />}>
            <Trans>I'm going</Trans>
          </Badge>
        ) : (
          <Button
            variant={going ? 'filled' : 'outline'}
            leftSection={going ? <IconCheck size={16} aria-hidden /> : undefined}
            aria-pressed={going}
            onClick={() => (signedIn ? onChange(!going) : signInFirst())}
          >
            <Trans>I'm going</Trans>
          </Button>
        )}
        <Text size="sm" c="dimmed">
          <Trans>{count} going</Trans>
        </Text>
        {state}
      </Group>
      {people && people.length > 0 && (
        <Group gap="xs" role="list" aria-label={t`Who is going`}>
          {people.map((person) => (
            <Anchor
              key={person.id}
              role="listitem"
              component={Link}
              to={`/${person.username}`}
              title={person.artist_name}
              aria-label={person.artist_name}
            >
              <ArtistPhoto name={person.artist_name} src={person.photo} size={32} decorative />
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
