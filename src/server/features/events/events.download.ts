/**
 * The events' part of the data download (account/export-zip.ts): those the user organised (with their
 * lists, as the API gives an event), is a guest of, and is going to; posters in images/.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, imagePath, iso } from '../../db/download';
import { eventGoing, eventGuests, events } from '../../db/schema';
import type { Deps } from '../../deps';
import { eventFor } from './events.service';

const uuidsOf = (deps: Deps, table: typeof eventGoing | typeof eventGuests, userId: number) =>
  deps.db
    .select({ uuid: events.uuid })
    .from(table)
    .innerJoin(events, eq(events.id, table.eventId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.id));

async function eventsSection(deps: Deps, userId: number) {
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

export const eventsDownload: DownloadSection = {
  file: 'events.json',
  about: 'events you organised (their posters are in images/), are a guest of or going to',
  read: eventsSection,
};
