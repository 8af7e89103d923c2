/**
 * Runs a battle's writes for its screens: a write is queued (battles.actions.ts) and sent at once
 * when it can, then the battle is read again; held on the device, it says so in the words every form
 * uses (unless `quiet`: a tick or a vote, whose row says "Waiting to sync" itself); refused, the
 * server's message is the call's error and the battle is read again without it.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api';
import { sendNow } from '../../lib/outbox-answer';
import { errorMessage } from '../../lib/server-errors';
import { useRemoteCall } from '../../lib/use-remote-call';
import { QueuedLine, SAVED_ON_DEVICE } from '../../ui/queued-line';
import { fetchBattle } from './battles.mirror';

/**
 * `write(queue, done)`: queues with `queue` (which answers the write's key, or null when nothing had
 * to be sent), sends, then runs `done` unless the server refused.
 */
export type BattleWrite = (queue: () => Promise<string | null>, done?: () => void) => void;

/** What a failed write says: the server's message (its field's, for a 400), or the error's own. */
const said = (error: Error | null) =>
  error === null ? null : error instanceof ApiError ? errorMessage(error) : error.message;

export function useBattleWrite(battle: number, quiet = false) {
  const { t } = useLingui();
  const call = useRemoteCall();
  const { run } = call;
  const write = useCallback<BattleWrite>(
    (queue, done) =>
      run(async () => {
        const key = await queue();
        let sent: 'sent' | 'queued' = 'sent';
        try {
          if (key !== null) sent = await sendNow(key);
        } catch (refusal) {
          await fetchBattle(battle).catch(() => undefined);
          throw refusal;
        }
        if (sent === 'sent') await fetchBattle(battle).catch(() => undefined);
        else if (!quiet) notifications.show({ title: t(SAVED_ON_DEVICE), message: <QueuedLine /> });
        done?.();
      }),
    [run, battle, quiet, t],
  );
  return { ...call, message: said(call.error), write };
}
