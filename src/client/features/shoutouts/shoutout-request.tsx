/**
 * In the notification bell, under "X gave you a shoutout": Approve and Decline while the shoutout is
 * still pending and the user is its tagged artist, then what they answered. The shoutout is read from
 * the mirror, fetched once when it is not there (or by the 15-minute rule). `onAnswer`: the bell's
 * mark of its notification as seen, with the answer.
 */
import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { ShoutoutRow } from '../../lib/db';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { ShoutoutAnswer } from './shoutout-answer';
import { useParty } from './shoutout-people';
import { fetchShoutout } from './shoutouts.mirror';

function Answer({ row, onAnswer }: { row: ShoutoutRow; onAnswer: () => void }) {
  const { teacher } = useParty(row);
  if (!teacher) return null;
  if (row.status === 'pending') return <ShoutoutAnswer uuid={row.uuid} size="xs" onAnswer={onAnswer} />;
  return (
    <Text size="xs" c="dimmed">
      {row.status === 'approved' ? (
        <Trans>You approved this shoutout.</Trans>
      ) : (
        <Trans>You declined this shoutout.</Trans>
      )}
    </Text>
  );
}

export function ShoutoutRequest({ uuid, onAnswer }: { uuid: string; onAnswer: () => void }) {
  useEffect(() => {
    fetchShoutout(uuid).catch(() => {}); // offline: the mirror's copy, or nothing to answer yet
  }, [uuid]);
  const row = useLiveQuery(() => db.shoutouts.get(uuid), [uuid]);
  if (!row || row.deleted) return null;
  return (
    <Box px="sm" pb="xs" pl={48}>
      <Answer row={row} onAnswer={onAnswer} />
    </Box>
  );
}
