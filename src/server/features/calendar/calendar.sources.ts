/** The calendar's sources by the path segment of their downloads (/calendar/{kind}/{uuid}.ics). */
import type { CalendarSource } from './calendar-source';
import { eventCalendar } from './event-calendar';
import { workshopCalendar } from './workshop-calendar';

export const CALENDAR_SOURCES: Record<string, CalendarSource> = {
  events: eventCalendar,
  workshops: workshopCalendar,
};
