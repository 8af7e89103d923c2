/**
 * Shoutout writes. Answers and withdrawals are queued (the row changes at once, the outbox sends it
 * once, online or not): the tagged artist approves or declines (declining an approved one takes it off
 * their portfolio: the server has no other removal for them), the author withdraws (DELETE, theirs
 * alone). Love is queued in shoutout-love.actions.ts, comments and personal messages in
 * shoutout-replies.actions.ts.
 */
import { shoutoutsApi } from '../../../shared/api-paths';
import { db } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';

/** The tagged artist's answer: the shoutout shows it at once, the server's copy replaces it. */
export async function answerShoutout(uuid: string, approve: boolean): Promise<void> {
  const status = approve ? 'approved' : 'declined';
  await queueWrite(
    {
      kind: `shoutout.${status}`,
      target: uuid,
      steps: [
        {
          method: 'POST',
          path: shoutoutsApi.answer(uuid, approve ? 'approve' : 'decline'),
          apply: 'shoutouts',
        },
      ],
      touches: [{ table: 'shoutouts', uuid }],
    },
    () => db.shoutouts.update(uuid, { status }),
  );
}

/** The author withdraws their shoutout: hidden at once, deleted once sent (a 404 means it is gone). */
export async function withdrawShoutout(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'shoutout.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: shoutoutsApi.shoutout(uuid), apply: 'shoutouts', goneIsDone: true }],
      touches: [{ table: 'shoutouts', uuid }],
    },
    () => db.shoutouts.update(uuid, { deleted: 1 }),
  );
}
