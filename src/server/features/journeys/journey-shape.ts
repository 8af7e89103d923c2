/**
 * Journey rows with their author, event, workshop and the author's results at that event, shaped as
 * the API's `Journey` in one statement, and who may see one.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Journey } from '../../../shared/schemas/journeys';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { authorProfile, selectAuthored } from '../../db/authors';
import { namedWorkshopColumns, namedWorkshopJoin, toNamedWorkshop } from '../../db/named-workshop';
import { events, journeys, workshops } from '../../db/schema';
import { rowShown } from '../../db/visibility';
import type { Deps } from '../../deps';
import { resultsAt } from '../battles/battle-results';

/**
 * Who may see a journey: everyone unless it is private, then its author alone; and its author alone
 * when it is hidden, or its author suspended or in a block with the viewer (db/visibility.ts). Every
 * read goes through it.
 */
export const journeyVisibleTo = (viewerId: number | undefined): SQL =>
  and(
    viewerId === undefined
      ? eq(journeys.isPrivate, false)
      : or(eq(journeys.isPrivate, false), eq(journeys.userId, viewerId)),
    rowShown(viewerId ?? null, journeys.userId, journeys.hiddenAt),
  ) as SQL;

/** The event a journey names, as `viewerId` may see it (none when it is hidden from them). */
const eventShown = (viewerId: number | undefined) =>
  and(eq(events.id, journeys.eventId), rowShown(viewerId ?? null, events.userId, events.hiddenAt));

/** Journeys with their author, event and workshop, filtered by `where` and by who may see them. */
export const selectJourneys = (deps: Deps, viewerId: number | undefined, where?: SQL) =>
  selectAuthored(deps.db, journeys, {
    journey: journeys,
    event: { uuid: events.uuid, title: events.title },
    workshop: namedWorkshopColumns(journeys.userId),
    results: resultsAt(viewerId ?? null, sql`${journeys.userId}`, sql`${journeys.eventId}`),
  })
    .leftJoin(events, eventShown(viewerId))
    .leftJoin(workshops, namedWorkshopJoin(journeys.workshopId, viewerId ?? null))
    .where(and(journeyVisibleTo(viewerId), where));

export type JourneyRow = Awaited<ReturnType<typeof selectJourneys>>[number];

const optionalPhoto = (key: string) => (key ? mediaUrl('medium', key) : null);

/** What the author wrote of a journey, as the API names it: the reads and the data download share it. */
export const journeyDetails = (j: typeof journeys.$inferSelect) => ({
  joevent: j.title,
  jocontent: j.content,
  occured: j.occurred,
  country: j.country,
  city: j.city,
  jolink: j.link,
  joiglink: j.instagram,
  joytlink: j.youtube,
  isprivate: j.isPrivate,
  ishighlight: j.isHighlight,
});

export const toJourney = (row: JourneyRow): Journey => {
  const j = row.journey;
  return {
    id: j.id,
    uuid: j.uuid,
    ...authorProfile(row),
    ...journeyDetails(j),
    jophoto1: mediaUrl('medium', j.photo1),
    jophoto2: optionalPhoto(j.photo2),
    jophoto3: optionalPhoto(j.photo3),
    jp1thumb: mediaUrl('mini', j.photo1),
    created: j.createdAt.toISOString(),
    event: row.event?.uuid ? { uuid: row.event.uuid, title: row.event.title } : null,
    workshop: toNamedWorkshop(row.workshop),
    results: row.results,
    hidden: j.hiddenAt !== null,
  };
};
