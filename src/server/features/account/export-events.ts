/** The download's events: those the user organised (with their lists), is a guest of, and is going to. */
import { asc, eq } from 'drizzle-orm';
import { eventGoing, eventGuests, events } from '../../db/schema';
import type { Deps } from '../../deps';
import { eventFor } from '../events/events.service';
import { imagePath, iso } from './export-names';

const uuidsOf = (deps: Deps, table: typeof eventGoing | typeof eventGuests, userId: number) =>
  deps.db
    .select({ uuid: events.uuid })
    .from(table)
    .innerJoin(events, eq(events.id, table.eventId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.id));

export async function eventsSection(deps: Deps, userId: number) {
  const organised = await deps.db
    .select({ id: events.id, poster: events.poster })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id));
  const shaped = [];
  for (const { id, poster } of organised) {
    const {
      id: _id,
      poster: _url,
      poster_thumb,
      going_count,
      iamgoing,
      profile_photo,
      ...event
    } = await eventFor(deps, null, id);
    shaped.push({ ...event, poster: imagePath(poster), created: iso(new Date(event.created)) });
  }
  return {
    organised: shaped,
    guest_of: (await uuidsOf(deps, eventGuests, userId)).map((row) => row.uuid),
    going_to: (await uuidsOf(deps, eventGoing, userId)).map((row) => row.uuid),
  };
}
