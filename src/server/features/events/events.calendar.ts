/**
 * Events as a calendar source (calendar-source.ts; app.ts hands it to features/calendar): any event
 * the viewer may see (event-shape.ts), and those of the events a user said they are going to.
 */
import { and, asc, eq, exists } from 'drizzle-orm';
import type { CalendarItem, CalendarSource } from '../../calendar-source';
import { eventGoing, events } from '../../db/schema';
import type { Deps } from '../../deps';
import { selectEvents } from './event-shape';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

const toItem = ({ event }: { event: typeof events.$inferSelect }): CalendarItem => ({
  uid: `event-${event.uuid}`,
  title: event.title,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  location: [event.venue, event.country && countryName.of(event.country)].filter(Boolean).join(', '),
  description: event.content,
  path: `/events/${event.uuid}`,
});

export const eventCalendar: CalendarSource = {
  item: async (deps, viewer, uuid) => {
    const [row] = await selectEvents(deps, viewer?.id ?? null, eq(events.uuid, uuid));
    return row ? toItem(row) : null;
  },
  going: async (deps: Deps, userId: number) => {
    const going = exists(
      deps.db
        .select({ id: eventGoing.id })
        .from(eventGoing)
        .where(and(eq(eventGoing.eventId, events.id), eq(eventGoing.userId, userId))),
    );
    const rows = await selectEvents(deps, userId, going).orderBy(asc(events.startsAt));
    return rows.map(toItem);
  },
};
