/** Journey rows with their author, shaped as the API's `Journey`, and who may see one. */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Journey } from '../../../shared/schemas/journeys';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { authorProfile, selectAuthored } from '../../db/authors';
import { journeys } from '../../db/schema';
import { rowShown } from '../../db/visibility';
import type { Deps } from '../../deps';

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

/** Journeys with their author, filtered by `where` and by who may see them. */
export const selectJourneys = (deps: Deps, viewerId: number | undefined, where?: SQL) =>
  selectAuthored(deps.db, journeys, { journey: journeys }).where(and(journeyVisibleTo(viewerId), where));

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
    hidden: j.hiddenAt !== null,
  };
};
