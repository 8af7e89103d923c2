/**
 * Workshops as a calendar source (workshops/workshops.calendar.ts gives their fields): any workshop
 * for anyone (their pages are public), and the workshops a user said they are going to. A workshop
 * without a start time is a whole day in the calendar; one without an end takes an hour.
 */
import { HttpError } from '../../http/errors';
import {
  goingWorkshopEntries,
  type WorkshopCalendarEntry,
  workshopCalendarEntry,
} from '../workshops/workshops.calendar';
import type { CalendarItem, CalendarSource } from './calendar-source';

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
  item: async (deps, _viewer, uuid) => {
    try {
      return toItem(await workshopCalendarEntry(deps, uuid));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  going: async (deps, userId) => (await goingWorkshopEntries(deps, userId)).map(toItem),
};
