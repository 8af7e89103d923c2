/**
 * The rules a published lab's terms must keep: a fee lab shows at least FEE_LAB_MIN_VIDEOS published
 * videos and its owner can take payments; a free ('Pay as they wish') lab shows at least
 * FREE_LAB_MIN_VIDEOS and its owner has at most FREE_LAB_LIMIT of them. The subscription's create and
 * edit check them all; the bulk update of a lab's videos checks the video count.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../../shared/api';
import { paymentMessages } from '../../../shared/payment-countries';
import { FREE_LAB_LIMIT, labMessages } from '../../../shared/schemas/published-labs';
import { providerName } from '../../config';
import { paymentAccounts, plabSubs } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publishedVideoCount, videoError } from '../labs/published-video-count';
import type { PublishedLabRow } from './lab-access';

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
