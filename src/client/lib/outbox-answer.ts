/**
 * What became of a form's queued write (one write path: screen, action, outbox). The form queues its
 * write, then sends the outbox now and reads its entry: gone is sent; still waiting (offline, the
 * server busy or down, signed out) is queued, and the outbox sends it later; failed is the server's
 * refusal, which the form shows at its fields, the entry discarded and its rows put back. A refusal
 * after the object was made (a note's lab relation, say) counts as sent: the object is there, and its
 * row shows the failed step with Retry and Discard.
 */
import { ApiError } from './api';
import { db } from './db';
import { replayOutbox } from './outbox';
import { discardWrite } from './outbox-rows';

/** Sends the queued write `key` now: 'sent', or 'queued' for later; throws the server's refusal. */
export async function sendNow(key: string): Promise<'sent' | 'queued'> {
  await replayOutbox();
  const entry = await db.outbox.filter((e) => e.key === key).first();
  if (!entry) return 'sent';
  if (entry.state !== 'failed') return 'queued';
  if (entry.steps.slice(0, entry.done).some((step) => step.apply)) return 'sent';
  await discardWrite(entry.seq as number);
  const { status, body } = entry.refusal ?? { status: 400, body: { detail: entry.error } };
  throw new ApiError(status, body);
}
