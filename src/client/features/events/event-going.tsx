/**
 * "I'm going" on an event (queued: it works offline and is sent once), the count, and who is going
 * (read online; offline the count stays). A visitor is asked to sign in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListPage } from '../../../shared/api';
import type { EventGoer } from '../../../shared/schemas/events';
import { api } from '../../lib/api';
import type { EventRow } from '../../lib/db';
import { userAtom } from '../../lib/session';
import { ArtistPhoto } from '../artists/artist-photo';
import { useOnline } from '../online/use-online';
import { setGoing } from './events.actions';

/** The first page of who is going, fetched again when the count changes; null offline or before it loads. */
function useGoers(uuid: string, count: number) {
  const online = useOnline();
  const [goers, setGoers] = useState<EventGoer[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count (my own I'm going) reads the list again
  useEffect(() => {
    if (!online) return;
    let live = true;
    api<ListPage<EventGoer>>(`/events/iamgoing/list/?event=${uuid}`).then(
      (page) => live && setGoers(page.results),
      () => live && setGoers(null),
    );
    return () => {
      live = false;
    };
  }, [uuid, count, online]);
  return goers;
}

export function EventGoing({ row }: { row: EventRow }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const goers = useGoers(row.uuid, row.going_count);
  const synced = row.id !== undefined;
  return (
    <Stack gap="sm">
      <Group gap="md">
        {user ? (
          <Button
            variant={row.iamgoing ? 'filled' : 'outline'}
            leftSection={row.iamgoing ? <IconCheck size={16} aria-hidden /> : null}
            aria-pressed={row.iamgoing}
            disabled={!synced}
            onClick={() => void setGoing(row, !row.iamgoing)}
          >
            <Trans>I'm going</Trans>
          </Button>
        ) : (
          <Button component={Link} to={`/login?redirect=/events/${row.uuid}`} variant="outline">
            <Trans>Sign in to say you are going</Trans>
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {t`${row.going_count} going`}
        </Text>
      </Group>
      {goers && goers.length > 0 && (
        <Group gap="xs" aria-label={t`Who is going`}>
          {goers.map((goer) => (
            <Anchor key={goer.id} component={Link} to={`/${goer.username}`} title={goer.artist_name}>
              <ArtistPhoto name={goer.artist_name} src={goer.profile_photo} size={32} />
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
