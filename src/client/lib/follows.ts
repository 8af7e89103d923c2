/**
 * Whom the signed-in user follows, as the mirror knows it (db.follows): the artists' Follow buttons
 * read it, and so does the Following feed of the notes, whose pages also tell it who is followed.
 * Here because both features keep it in step; the writes themselves are the artists' (follows.actions.ts).
 */
import { db } from './db';

const PREFIX = 'follow:';

/**
 * The outbox target of every follow and unfollow of `username`: one per artist, so a toggle back
 * cancels the unsent one and the others go in order.
 */
export const followTarget = (username: string) => `${PREFIX}${username.toLowerCase()}`;

/** The artists (lower case) with a follow or unfollow waiting: their local state wins over a read's. */
export async function queuedFollows(): Promise<Set<string>> {
  const entries = await db.outbox.where('target').startsWith(PREFIX).toArray();
  return new Set(entries.map((entry) => entry.target.slice(PREFIX.length)));
}

/**
 * Records what the server said of these artists: followed or not. Call it inside a transaction over
 * db.follows and db.outbox.
 */
export async function saveFollowed(usernames: string[], followed: boolean): Promise<void> {
  const queued = await queuedFollows();
  const keys = usernames.map((name) => name.toLowerCase()).filter((key) => !queued.has(key));
  if (followed) await db.follows.bulkPut(keys.map((username) => ({ username })));
  else await db.follows.bulkDelete(keys);
}

/** The artists the signed-in user follows, in lower case. */
export const followedNames = () => db.follows.toCollection().primaryKeys();
