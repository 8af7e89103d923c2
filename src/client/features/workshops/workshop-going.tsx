/**
 * "I'm going" and who is going. Saying it works offline (the outbox sends it); a visitor is asked to
 * sign in. The list of who is going is read from the API when online.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { WorkshopPerson } from '../../../shared/schemas/workshops';
import type { WorkshopRow } from '../../lib/db';
import { isAuthenticatedAtom } from '../../lib/session';
import { usePagedList } from '../../lib/use-paged-list';
import { signInFirst } from '../cookings/feed/sign-in-first';
import { WriteState } from '../cookings/feed/write-state';
import { useOnline } from '../online/use-online';
import { setGoing, useGoingCount } from './workshops.actions';
import { WORKSHOPS } from './workshops.remote';

export function WorkshopGoing({ row }: { row: WorkshopRow }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const online = useOnline();
  const count = useGoingCount(row);
  const people = usePagedList<WorkshopPerson>(
    online && row.id ? `${WORKSHOPS}iamgoing/list/?workshop=${row.uuid}&page_size=24` : null,
  );
  /* Who is going is read again when the server's count changes (a confirmed "I'm going"). */
  const { reload } = people;
  const confirmed = useRef(row.going_count);
  useEffect(() => {
    if (confirmed.current === row.going_count) return;
    confirmed.current = row.going_count;
    reload();
  }, [row.going_count, reload]);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant={row.is_going ? 'filled' : 'light'}
          leftSection={row.is_going ? <IconCheck size={16} aria-hidden /> : undefined}
          aria-pressed={row.is_going}
          onClick={() => (signedIn ? void setGoing(row, !row.is_going) : signInFirst())}
        >
          <Trans>I'm going</Trans>
        </Button>
        <Text size="sm" c="dimmed">
          <Trans>{count} going</Trans>
        </Text>
        <WriteState target={row.uuid} compact />
      </Group>
      {people.items && people.items.length > 0 && (
        <Avatar.Group aria-label={t`Who is going`}>
          {people.items.map((person) => (
            <Tooltip key={person.id} label={person.artist_name}>
              <Avatar
                component={Link}
                to={`/${person.username}`}
                src={person.artist_metadata.thumb}
                alt={person.artist_name}
                radius="xl"
              >
                {person.artist_name.slice(0, 2)}
              </Avatar>
            </Tooltip>
          ))}
        </Avatar.Group>
      )}
    </Stack>
  );
}
