/**
 * The rules a published lab's terms must keep: a fee lab shows at least FEE_LAB_MIN_VIDEOS published
 * videos and its owner can take payments; a free ('Pay as they wish') lab shows at least
 * FREE_LAB_MIN_VIDEOS and its owner has at most FREE_LAB_LIMIT of them. The subscription's create and
 * edit check them all; the bulk update of a lab's videos checks the video count.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../../shared/api';
import { paymentMessages } from '../../../shared/payment-countries';
import {
  FEE_LAB_MIN_VIDEOS,
  FREE_LAB_LIMIT,
  FREE_LAB_MIN_VIDEOS,
  labMessages,
} from '../../../shared/schemas/published-labs';
import { ctRelations, paymentAccounts, plabSubs, publishedLabs } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { providerName } from '../payments/choose-provider';
import type { PublishedLabRow } from './lab-access';

/** The source lab's relations chosen for its published version. */
export async function publishedVideoCount(deps: Deps, labId: number) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(ctRelations)
    .where(and(eq(ctRelations.techniqueId, labId), eq(ctRelations.publish, true)));
  return row?.n ?? 0;
}

/** The video-count error for a lab at `priceCents` showing `videos`, if any. */
const videoError = (priceCents: number, videos: number): FieldErrors | undefined => {
  if (priceCents > 0 && videos < FEE_LAB_MIN_VIDEOS) return { non_field_errors: [labMessages.feeVideos] };
  if (priceCents === 0 && videos < FREE_LAB_MIN_VIDEOS) return { non_field_errors: [labMessages.freeVideos] };
  return undefined;
};

/** Why the user cannot charge for a lab (none configured, or no account with it), if they cannot. */
async function paymentsProblem(deps: Deps, user: AuthUser) {
  const provider = providerName(deps.config);
  if (!provider) return paymentMessages.notConfigured;
  const [account] = await deps.db
    .select({ complete: paymentAccounts.onboardingComplete })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, user.id), eq(paymentAccounts.provider, provider)));
  return account?.complete === true ? undefined : labMessages.connectBank;
}

/** The owner's free labs other than `plab`. */
async function otherFreeLabs(deps: Deps, user: AuthUser, plab: PublishedLabRow) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(plabSubs)
    .where(and(eq(plabSubs.userId, user.id), eq(plabSubs.priceCents, 0), ne(plabSubs.plabId, plab.id)));
  return row?.n ?? 0;
}

/** 400 naming every rule the lab would break at `priceCents`. */
export async function checkTerms(deps: Deps, user: AuthUser, plab: PublishedLabRow, priceCents: number) {
  const errors: FieldErrors = { ...videoError(priceCents, await publishedVideoCount(deps, plab.labId)) };
  const problem = priceCents > 0 ? await paymentsProblem(deps, user) : undefined;
  if (problem) errors.price = [problem];
  if (priceCents === 0 && (await otherFreeLabs(deps, user, plab)) >= FREE_LAB_LIMIT)
    errors.price = [labMessages.freeLimit];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

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
