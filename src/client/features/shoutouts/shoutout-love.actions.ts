/**
 * Love on a shoutout, queued like a note's reaction: the heart and the count change at once, offline
 * too, and the outbox sends the write exactly once. All of one shoutout's love writes share a target
 * (loveTarget), so a love taken back before it left sends nothing, and otherwise they go in order.
 */
import { shoutoutsApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { db } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { loveTarget, noLove } from './shoutout-love.mirror';

async function toggle(shoutout: string): Promise<void> {
  if (!store.get(userAtom)) throw new Error(msg.signInFirst);
  const state = (await db.shoutoutLove.get(shoutout)) ?? noLove(shoutout);
  const target = loveTarget(shoutout);
  const touches = [{ table: 'shoutoutLove' as const, uuid: shoutout }];
  const show = (loved: boolean, mine: string | null) => () =>
    db.shoutoutLove.put({ uuid: shoutout, count: Math.max(0, state.count + (loved ? 1 : -1)), loved, mine });
  // A love shown always has its uuid (the server's, or the one its queued write sends).
  if (state.loved && state.mine) {
    const unloved = show(false, state.mine);
    if (await cancelUnsent(target, 'love.add', unloved)) return;
    const path = shoutoutsApi.loveItem(state.mine);
    await queueWrite(
      { kind: 'love.remove', target, steps: [{ method: 'DELETE', path, goneIsDone: true }], touches },
      unloved,
    );
    return;
  }
  // An unlove not sent yet is taken back: the love it would have removed stays, as it was.
  if (await cancelUnsent(target, 'love.remove', show(true, state.mine))) return;
  const uuid = crypto.randomUUID();
  const body = { uuid, shareidobj: shoutout };
  await queueWrite(
    { kind: 'love.add', target, steps: [{ method: 'POST', path: shoutoutsApi.love, body }], touches },
    show(true, uuid),
  );
}

let last: Promise<void> = Promise.resolve();

/**
 * Sends love on the shoutout, or takes the user's back. One toggle at a time: a second tap reads the
 * state the first left, so it cannot count twice.
 */
export function toggleLove(shoutout: string): Promise<void> {
  const next = last.then(() => toggle(shoutout));
  last = next.catch(() => undefined);
  return next;
}
