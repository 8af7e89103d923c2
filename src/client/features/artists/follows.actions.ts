/**
 * Follow and unfollow, queued like every write: the button, the artist's followers count and my own
 * following count change at once, offline too, and the outbox sends the write exactly once. All of one
 * artist's writes share a target (lib/follows.ts), so a toggle back before the first left cancels
 * both, and otherwise they go in the order made.
 */
import { artistsApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { db, type OutboxStep } from '../../lib/db';
import { followTarget } from '../../lib/follows';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

async function toggle(username: string, follow: boolean): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const key = username.toLowerCase();
  const me = user.username.toLowerCase();
  if (key === me || ((await db.follows.get(key)) !== undefined) === follow) return;
  const delta = follow ? 1 : -1;
  const change = async () => {
    if (follow) await db.follows.put({ username: key });
    else await db.follows.delete(key);
    // Counts only where the portfolio's page has read them; the directory's rows have none.
    await db.artists
      .where('username')
      .equalsIgnoreCase(key)
      .modify((row) => {
        if (row.followers_count !== undefined) row.followers_count += delta;
      });
    await db.artists
      .where('username')
      .equalsIgnoreCase(me)
      .modify((row) => {
        if (row.following_count !== undefined) row.following_count += delta;
      });
  };
  const target = followTarget(key);
  if (await cancelUnsent(target, follow ? 'follow.remove' : 'follow.add', change)) return;
  const step: OutboxStep = follow
    ? { method: 'POST', path: artistsApi.follow, body: { username } }
    : { method: 'DELETE', path: artistsApi.unfollow(username) };
  await queueWrite(
    {
      kind: follow ? 'follow.add' : 'follow.remove',
      target,
      steps: [step],
      touches: [{ table: 'follows', uuid: key }],
    },
    change,
  );
}

let last: Promise<void> = Promise.resolve();

/**
 * Follows `username` or stops. One toggle at a time: a second tap reads the state the first left, so
 * it cannot count twice.
 */
export function setFollowing(username: string, follow: boolean): Promise<void> {
  const next = last.then(() => toggle(username, follow));
  last = next.catch(() => undefined);
  return next;
}
