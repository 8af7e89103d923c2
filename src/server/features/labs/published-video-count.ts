/**
 * How many videos a lab publishes, and the count its published version's terms ask: a fee lab at
 * least FEE_LAB_MIN_VIDEOS, a free ('Pay as they wish') lab at least FREE_LAB_MIN_VIDEOS. Checked when
 * the terms are set (published-labs/lab-terms.ts) and when the owner changes which videos it publishes.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../../shared/api';
import { FEE_LAB_MIN_VIDEOS, FREE_LAB_MIN_VIDEOS, labMessages } from '../../../shared/schemas/published-labs';
import { ctRelations, plabSubs, publishedLabs } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';

/** The source lab's relations chosen for its published version. */
export async function publishedVideoCount(deps: Deps, labId: number) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(ctRelations)
    .where(and(eq(ctRelations.techniqueId, labId), eq(ctRelations.publish, true)));
  return row?.n ?? 0;
}

/** The video-count error for a lab at `priceCents` showing `videos`, if any. */
export const videoError = (priceCents: number, videos: number): FieldErrors | undefined => {
  if (priceCents > 0 && videos < FEE_LAB_MIN_VIDEOS) return { non_field_errors: [labMessages.feeVideos] };
  if (priceCents === 0 && videos < FREE_LAB_MIN_VIDEOS) return { non_field_errors: [labMessages.freeVideos] };
  return undefined;
};

/**
 * After the owner changes which videos a lab publishes: a lab with a subscription must still show
 * enough of them (400, and the request's transaction rolls the change back). Without a subscription
 * yet (the publish sequence sets the videos before the terms) no count applies.
 */
export async function checkPublishedVideos(deps: Deps, labId: number) {
  const [sub] = await deps.db
    .select({ priceCents: plabSubs.priceCents })
    .from(plabSubs)
    .innerJoin(publishedLabs, eq(publishedLabs.id, plabSubs.plabId))
    .where(eq(publishedLabs.labId, labId));
  if (!sub) return;
  const error = videoError(sub.priceCents, await publishedVideoCount(deps, labId));
  if (error) throw badRequest(error);
}
