/**
 * What the calendar (features/calendar) reads from other features: each source (events, workshops)
 * gives one item's calendar fields for a viewer, and the items a user is going to. Adding a source is
 * one entry in app.ts's CALENDAR, by the path segment of its downloads (/calendar/{kind}/{uuid}.ics).
 */
import type { AuthUser, Deps } from './deps';

/** One calendar entry: its instants, what and where, and the page it comes from. */
export type CalendarItem = {
  /** Stable across downloads and feed refreshes, so a calendar app updates the entry in place. */
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** A whole day (yyyy-mm-dd) rather than the instants: a workshop without a start time. */
  allDay?: string;
  /** Venue and country, as one line. */
  location: string;
  description: string;
  /** The app's path of the item's page, e.g. /events/{uuid}. */
  path: string;
};

export type CalendarSource = {
  /** The item named `uuid` as `viewer` may see it; null when there is none for them. */
  item: (deps: Deps, viewer: AuthUser | null, uuid: string) => Promise<CalendarItem | null>;
  /** Everything the user is going to. */
  going: (deps: Deps, userId: number) => Promise<CalendarItem[]>;
};

export type CalendarSources = Record<string, CalendarSource>;
