/**
 * Runs the room's writes and reads for its screen: a write is queued (room.actions.ts) and sent at
 * once when it can; held on the device, it says so in the words every form uses. Pending and the
 * server's refusal are tracked for the room to show.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { QueuedLine, SAVED_ON_DEVICE } from '../../ui/queued-line';
import { sendRoomWrite } from './room.actions';

/** `write(queue, done)`: queues with `queue`, sends, then runs `done` unless the server refused. */
export type RoomWrite = (queue: () => Promise<string>, done?: () => void) => void;

export function useRoomWrite(uuid: string) {
  const { t } = useLingui();
  const call = useRemoteCall();
  const { run } = call;
  const write = useCallback<RoomWrite>(
    (queue, done) =>
      run(async () => {
        if ((await sendRoomWrite(uuid, await queue())) === 'queued')
          notifications.show({ title: t(SAVED_ON_DEVICE), message: <QueuedLine /> });
        done?.();
      }),
    [run, uuid, t],
  );
  return { ...call, write };
}
