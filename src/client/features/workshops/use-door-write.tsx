/**
 * Runs the organiser's check-ins for the door panel: queued (door.actions.ts) and sent at once when
 * it can, then the door is read again; held on the device, the goer's row says "Waiting to sync"
 * itself; refused (a wrong code), the server's message is the call's error and the door is read
 * again without it.
 */
import { useCallback } from 'react';
import { ApiError } from '../../lib/api';
import { sendNow } from '../../lib/outbox-answer';
import { errorMessage } from '../../lib/server-errors';
import { useRemoteCall } from '../../lib/use-remote-call';
import { fetchRoom } from './workshops.mirror';

/** What a failed check-in says: the server's message (its field's, for a 400), or the error's own. */
const said = (error: Error | null) =>
  error === null ? null : error instanceof ApiError ? errorMessage(error) : error.message;

export function useDoorWrite(uuid: string) {
  const call = useRemoteCall();
  const { run } = call;
  const write = useCallback(
    (queue: () => Promise<string>) =>
      run(async () => {
        const key = await queue();
        try {
          if ((await sendNow(key)) === 'queued') return;
        } catch (refusal) {
          await fetchRoom(uuid).catch(() => undefined);
          throw refusal;
        }
        await fetchRoom(uuid).catch(() => undefined);
      }),
    [run, uuid],
  );
  return { ...call, message: said(call.error), write };
}
