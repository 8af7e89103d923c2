/**
 * Block and mute, and their undoing, queued like every write (follows.actions.ts): Settings' lists
 * change at once, offline too, and the outbox sends each write exactly once. All of one artist's
 * blocks (or mutes) share a target, so a toggle back before the first left cancels both.
 *
 * What else changes at once: a block ends my follow of them, and a block or a mute takes their
 * mirrored notes and comments off this device (a block also their reactions, shoutouts and
 * journeys), so no feed shows them; either way every mirrored list is read again on its next
 * showing, the server leaving them out or bringing them back. A discarded block does not put those
 * rows back: the next read does.
 */
import { blocksApi, mutesApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { type BlockRow, db, type OutboxStep } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { type Side, sideTarget } from './blocks.mirror';

const paths = { blocks: blocksApi, mutes: mutesApi };

/** What Settings shows of an artist blocked here: the mirror's portfolio, or just the name. */
async function rowOf(username: string): Promise<BlockRow> {
  const key = username.toLowerCase();
  const artist = await db.artists.where('username').equalsIgnoreCase(key).first();
  return {
    key,
    username: artist?.username ?? username,
    artist_name: artist?.artist_name ?? username,
    profile_photo: artist?.profile_photo ?? null,
  };
}

/** Takes their content off this device (inside the queueing transaction: its tables only). */
async function forget(key: string, side: Side): Promise<void> {
  const theirs = (row: { username: string }) => row.username.toLowerCase() === key;
  await db.cookings.where('username').equalsIgnoreCase(key).delete();
  await db.comments.filter(theirs).delete();
  if (side === 'mutes') return;
  await db.follows.delete(key);
  await db.reactions.filter(theirs).delete();
  await db.shoutouts.where('username').equalsIgnoreCase(key).delete();
  await db.journeys.where('username').equalsIgnoreCase(key).delete();
}

/** Every mirrored list is read again when next shown. */
const staleLists = () => db.lists.toCollection().modify({ fetchedAt: 0 });

async function toggle(side: Side, username: string, on: boolean): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const key = username.toLowerCase();
  const rows = db[side];
  if (key === user.username.toLowerCase() || ((await rows.get(key)) !== undefined) === on) return;
  const change = async () => {
    if (!on) return rows.delete(key);
    await rows.put(await rowOf(username));
    await forget(key, side);
  };
  const target = sideTarget(side, key);
  const [add, remove] = [`${side}.add`, `${side}.remove`];
  if (!(await cancelUnsent(target, on ? remove : add, change))) {
    const step: OutboxStep = on
      ? { method: 'POST', path: paths[side].create, body: { username } }
      : { method: 'DELETE', path: paths[side].one(username) };
    await queueWrite(
      {
        kind: on ? add : remove,
        target,
        steps: [step],
        touches: [
          { table: side, uuid: key },
          ...(on && side === 'blocks' ? [{ table: 'follows' as const, uuid: key }] : []),
        ],
      },
      change,
    );
  }
  await staleLists();
}

let last: Promise<void> = Promise.resolve();

/** One toggle at a time: a second tap reads the state the first left. */
function inTurn(run: () => Promise<void>): Promise<void> {
  const next = last.then(run);
  last = next.catch(() => undefined);
  return next;
}

/** Blocks `username` or lifts the block. */
export const setBlocked = (username: string, blocked: boolean): Promise<void> =>
  inTurn(() => toggle('blocks', username, blocked));

/** Mutes `username` or stops. */
export const setMuted = (username: string, muted: boolean): Promise<void> =>
  inTurn(() => toggle('mutes', username, muted));
