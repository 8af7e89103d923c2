/**
 * The workshop's room: fetched when the page opens online and kept on the mirrored workshop, so it
 * opens offline too. Outside it, a dancer enters with the room token or asks the organiser; inside,
 * members and the video notes shared there show, and the organiser gets the token and the requests
 * and may take a member out. A refused dancer may ask again a day later. Asking, answering, taking
 * out and sharing work offline (room.actions.ts); entering with the token needs a connection.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { translateMessage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import type { WorkshopRow } from '../../lib/db';
import { errorMessage } from '../../lib/server-errors';
import { isAuthenticatedAtom } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { useRevalidate } from '../../lib/use-revalidate';
import { askToEnter } from './room.actions';
import { RoomMembers } from './room-members';
import { RoomOrganiser } from './room-organiser';
import { RoomVideos } from './room-videos';
import { useRoomWrite } from './use-room-write';
import { fetchRoom } from './workshops.mirror';
import { checkToken } from './workshops.online';

export function WorkshopRoom({ row }: { row: WorkshopRow }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const online = useOnline();
  const call = useRoomWrite(row.uuid);
  const { run, write } = call;
  const reload = useCallback(() => run(() => fetchRoom(row.uuid)), [run, row.uuid]);
  useRevalidate(
    useCallback(
      (isOnline: boolean) => {
        if (signedIn && isOnline && row.id) reload();
      },
      [signedIn, reload, row.id],
    ),
  );
  const [token, setToken] = useState('');
  const [wrong, setWrong] = useState(false);
  if (!signedIn) return null;
  const room = row.room;
  const enter = () =>
    run(async () => {
      const answer = await checkToken(row.uuid, token.trim());
      setWrong(!answer.valid);
      await fetchRoom(row.uuid);
    });
  const ask = () => write(() => askToEnter(row.uuid));
  const request = room?.access.request;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Workshop room</Trans>
        </Title>
        {!room && (
          <Text c="dimmed">
            {online ? t`Loading the room…` : t`The room needs a connection the first time.`}
          </Text>
        )}
        {call.error && (
          <Alert color="red">
            {call.error instanceof ApiError ? errorMessage(call.error) : translateMessage(call.error.message)}
          </Alert>
        )}
        {room && !room.access.access && (
          <Stack gap="sm">
            <Text size="sm">{t`Enter with the room token from the organiser, or ask them to let you in.`}</Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                flex={1}
                label={t`Room token`}
                value={token}
                onChange={(event) => setToken(event.currentTarget.value)}
                error={wrong ? t`This token is not right.` : undefined}
              />
              <Button onClick={enter} disabled={!online || !token.trim()} loading={call.pending}>
                <Trans>Enter</Trans>
              </Button>
            </Group>
            {!online && <Text size="sm" c="dimmed">{t`You are offline. This needs a connection.`}</Text>}
            {request?.status === 'pending' && (
              <Text size="sm" c="dimmed">
                {t`Your request is waiting for the organiser.`}
              </Text>
            )}
            {request?.status === 'refused' && (
              <Text size="sm" c="dimmed">
                {t`Your request was refused. You can ask again a day after you last asked.`}
              </Text>
            )}
            {request?.status === 'pending' ? null : (
              <Button variant="light" onClick={ask} style={{ alignSelf: 'flex-start' }}>
                {request ? <Trans>Ask again</Trans> : <Trans>Request access</Trans>}
              </Button>
            )}
          </Stack>
        )}
        {room?.access.access && (
          <>
            {room.access.role === 'organiser' && (
              <RoomOrganiser uuid={row.uuid} requests={room.requests ?? []} write={write} />
            )}
            <RoomMembers
              uuid={row.uuid}
              members={room.members}
              organiser={room.access.role === 'organiser'}
              write={write}
            />
            <RoomVideos uuid={row.uuid} videos={room.videos} write={write} />
          </>
        )}
      </Stack>
    </Card>
  );
}
