/**
 * The organiser's part of the room: the room token to hand out (made on first ask, a new one on
 * demand, which says that members stay; the server keeps it, so online), and the requests to enter
 * as the room keeps them, each approved or refused, offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RoomRequest } from '../../../shared/schemas/workshop-room';
import { useOnline } from '../../lib/use-online';
import { useRemoteCall } from '../../lib/use-remote-call';
import { answerRequest } from './room.actions';
import type { RoomWrite } from './use-room-write';
import { obtainToken } from './workshops.online';

type Props = { uuid: string; requests: RoomRequest[]; write: RoomWrite };

export function RoomOrganiser({ uuid, requests, write }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const [token, setToken] = useState<string | null>(null);
  const call = useRemoteCall();
  const [rotated, setRotated] = useState(false);
  const show = (rotate: boolean) =>
    call.run(async () => {
      setToken((await obtainToken(uuid, rotate)).workshop_token);
      setRotated(rotate);
    });
  const answer = (id: number, approve: boolean) => write(() => answerRequest(uuid, id, approve));
  const status = { pending: t`Waiting`, approved: t`Approved`, refused: t`Refused` };
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {token ? (
          <>
            <Text ff="monospace" fw={600}>
              {token}
            </Text>
            <CopyButton value={token}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="subtle" onClick={() => show(true)} disabled={!online}>
              <Trans>New token</Trans>
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="light"
            onClick={() => show(false)}
            disabled={!online}
            loading={call.pending}
          >
            <Trans>Show the room token</Trans>
          </Button>
        )}
      </Group>
      {rotated && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>A new token: the old one no longer lets anyone in. Members already in the room stay.</Trans>
        </Text>
      )}
      <Text fw={600} size="sm">
        <Trans>Requests to enter</Trans>
      </Text>
      {requests.length === 0 && <Text size="sm" c="dimmed">{t`No requests yet.`}</Text>}
      {requests.map((request) => (
        <Group key={request.id} justify="space-between" gap="xs" wrap="nowrap" aria-label={request.username}>
          <Text size="sm" truncate>
            {request.artist_name}{' '}
            <Badge variant="light" component="span">
              {status[request.status]}
            </Badge>
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              onClick={() => answer(request.id, true)}
              disabled={request.status === 'approved'}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => answer(request.id, false)}
              disabled={request.status === 'refused'}
            >
              <Trans>Refuse</Trans>
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
