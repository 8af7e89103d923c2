/** Journey rows with their author, shaped as the API's `Journey`, and who may see one. */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Journey } from '../../../shared/schemas/journeys';
import { mediaUrl, miniPhoto } from '../../../shared/schemas/uploads';
import { journeys, portfolios, users } from '../../db/schema';
import type { Deps } from '../../deps';

/** Who may see a journey: everyone unless it is private, then its author alone. Every read goes through it. */
export const journeyVisibleTo = (viewerId: number | undefined): SQL =>
  viewerId === undefined
    ? eq(journeys.isPrivate, false)
    : (or(eq(journeys.isPrivate, false), eq(journeys.userId, viewerId)) as SQL);

/** Journeys with their author, filtered by `where` and by who may see them. */
export const selectJourneys = (deps: Deps, viewerId: number | undefined, where?: SQL) =>
  deps.db
    .select({
      journey: journeys,
      username: users.username,
      name: portfolios.artistName,
      photo: portfolios.photo,
    })
    .from(journeys)
    .innerJoin(users, eq(users.id, journeys.userId))
    .leftJoin(portfolios, eq(portfolios.userId, journeys.userId))
    .where(and(journeyVisibleTo(viewerId), where))
    .$dynamic();

export type JourneyRow = Awaited<ReturnType<typeof selectJourneys>>[number];

const optionalPhoto = (key: string) => (key ? mediaUrl('medium', key) : null);

export const toJourney = (row: JourneyRow): Journey => {
  const j = row.journey;
  return {
    id: j.id,
    uuid: j.uuid,
    username: row.username,
    artist_name: row.name ?? row.username,
    profile_photo: miniPhoto(row.photo),
    joevent: j.title,
    jocontent: j.content,
    occured: j.occurred,
    jophoto1: mediaUrl('medium', j.photo1),
    jophoto2: optionalPhoto(j.photo2),
    jophoto3: optionalPhoto(j.photo3),
    jp1thumb: mediaUrl('mini', j.photo1),
    country: j.country,
    city: j.city,
    jolink: j.link,
    joiglink: j.instagram,
    joytlink: j.youtube,
    isprivate: j.isPrivate,
    ishighlight: j.isHighlight,
    created: j.createdAt.toISOString(),
  };
};
