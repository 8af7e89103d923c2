/**
 * Workshops as a calendar source (calendar-source.ts; app.ts hands it to features/calendar): one
 * workshop's calendar fields, and the workshops a user is going to, with start and end as UTC instants
 * computed from the wall time in the workshop's IANA zone. A workshop without a start time is a whole
 * day (`allDay`), its `start` the day's midnight there; one without an end takes an hour. Only
 * workshops the viewer (or the feed's owner) may see are given (workshop-shape.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { CalendarItem, CalendarSource } from '../../calendar-source';
import { workshopShownTo } from '../../db/named-workshop';
import { workshopGoing, workshops } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { type StoredWorkshop, storedWorkshop } from './workshops.service';

export type WorkshopCalendarEntry = {
  uuid: string;
  title: string;
  start: Date;
  /** The end when one is set; null otherwise (a calendar takes an hour, or the day when `allDay`). */
  end: Date | null;
  allDay: boolean;
  /** The wall-clock day and zone, for a whole-day entry. */
  date: string;
  timezone: string;
  venue: string;
  country: string;
  info: string;
  /** The workshop's page, from the site root (`/workshops/{uuid}`). */
  url: string;
  /** When the workshop last changed (its creation; there is no edit time), for a calendar's DTSTAMP. */
  created: Date;
};

const toEntry = (w: StoredWorkshop): WorkshopCalendarEntry => ({
  uuid: w.uuid,
  title: w.title,
  start: w.startsAt,
  end: w.endsAt,
  allDay: w.startTime === '',
  date: w.startDate,
  timezone: w.timezone,
  venue: w.venue,
  country: w.country,
  info: w.content,
  url: `/workshops/${w.uuid}`,
  created: w.createdAt,
});

/** One workshop's calendar fields; 404 when there is none for `viewer`. */
export async function workshopCalendarEntry(
  deps: Deps,
  viewer: AuthUser | null,
  ref: Ref,
): Promise<WorkshopCalendarEntry> {
  return toEntry(await storedWorkshop(deps, viewer, ref));
}

/** The workshops the user said they are going to and may still see, soonest first. */
export async function goingWorkshopEntries(deps: Deps, userId: number): Promise<WorkshopCalendarEntry[]> {
  const going = deps.db
    .select({ id: workshopGoing.workshopId })
    .from(workshopGoing)
    .where(eq(workshopGoing.userId, userId));
  const rows = await deps.db
    .select()
    .from(workshops)
    .where(and(inArray(workshops.id, going), workshopShownTo(userId)))
    .orderBy(asc(workshops.startsAt), asc(workshops.id));
  return rows.map(toEntry);
}

const HOUR = 60 * 60 * 1000;
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

const toItem = (w: WorkshopCalendarEntry): CalendarItem => ({
  uid: `workshop-${w.uuid}`,
  title: w.title,
  startsAt: w.start,
  endsAt: w.end ?? new Date(w.start.getTime() + HOUR),
  ...(w.allDay ? { allDay: w.date } : {}),
  location: [w.venue, w.country && countryName.of(w.country)].filter(Boolean).join(', '),
  description: w.info,
  path: w.url,
});

export const workshopCalendar: CalendarSource = {
  item: async (deps, viewer, uuid) => {
    try {
      return toItem(await workshopCalendarEntry(deps, viewer, uuid));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  going: async (deps, userId) => (await goingWorkshopEntries(deps, userId)).map(toItem),
};
