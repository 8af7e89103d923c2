/**
 * Tells every server that something watched live changed: a NOTIFY on the `live` channel whose payload
 * is the topic (an event's battles, a user's notifications, a lab room's chat, a shoutout's replies),
 * sent in the writer's transaction, so PostgreSQL delivers it only once the change is committed, to
 * every server listening (features/live streams it to the browsers watching that topic).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const LIVE_CHANNEL = 'live';

/** The topics a stream watches and a write names; the payload carries no content, only the topic. */
export const liveTopic = {
  /** An event's battles: entrants, check-ins, brackets, votes. */
  event: (uuid: string) => `event:${uuid}`,
  /** A user's notifications (the bell). */
  user: (id: number) => `user:${id}`,
  /** The chat of the room of the published lab `uuid`. */
  room: (uuid: string) => `room:${uuid}`,
  /** A shoutout's love and comments, for whoever may see the shoutout. */
  shoutout: (uuid: string) => `shoutout:${uuid}`,
  /** A shoutout's personal messages, for its two artists only. */
  shoutoutMessages: (uuid: string) => `shoutout-messages:${uuid}`,
};

/** Notifies each topic once, in one statement (a lab's members may be many). */
export async function publishLive(db: Pick<Db, 'execute'>, ...topics: string[]): Promise<void> {
  const unique = [...new Set(topics)];
  if (unique.length === 0) return;
  const rows = sql.join(
    unique.map((topic) => sql`(${topic})`),
    sql`, `,
  );
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, topic) from (values ${rows}) as topics (topic)`);
}
