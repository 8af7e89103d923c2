/**
 * Tells every server that an event changed (a battle's entrants, check-ins, bracket or votes): a NOTIFY on
 * the `live` channel with the event's uuid, sent in the writer's transaction, so PostgreSQL delivers it
 * only once the change is committed, to every server listening (live.routes.ts streams it to browsers).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const LIVE_CHANNEL = 'live';

export async function publishLive(db: Pick<Db, 'execute'>, eventUuid: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${eventUuid})`);
}
