/**
 * Where a buyer's checkout stands, for the page the provider returns them to. A pending one is asked
 * about at the provider and completed when paid, so the page is right even before the webhook comes.
 */
import { and, eq } from 'drizzle-orm';
import type { CheckoutStatus } from '../../../shared/schemas/payments';
import { providerName } from '../../config';
import { labPurchases, publishedLabs } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { paymentProvider } from './choose-provider';
import type { PaymentProvider } from './provider';
import { completePurchase } from './purchases.service';

/** The provider's word on the session, or undefined when it cannot answer (the stored status stands). */
async function askProvider(provider: PaymentProvider, sessionId: string) {
  try {
    return await provider.retrieveCheckout(sessionId);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/** The caller's own checkout only; anyone else's is 404. */
export async function checkoutStatus(deps: Deps, user: AuthUser, sessionId: string): Promise<CheckoutStatus> {
  const [found] = await deps.db
    .select({ purchase: labPurchases, lab: publishedLabs })
    .from(labPurchases)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
    .where(and(eq(labPurchases.checkoutId, sessionId), eq(labPurchases.userId, user.id)));
  if (!found) throw notFound();
  let { purchase } = found;
  // Only the provider that opened the session can say it is paid; without one the stored status stands.
  if (purchase.status === 'pending' && purchase.provider === providerName(deps.config)) {
    const session = await askProvider(paymentProvider(deps), sessionId);
    // A read runs outside the writes' transaction: the purchase and its notifications go in one here.
    if (session?.paid && session.reference === purchase.uuid) {
      const { uuid } = purchase;
      purchase =
        (await deps.db.transaction((tx) => completePurchase({ ...deps, db: tx }, { uuid }))) ?? purchase;
    }
  }
  return {
    status: purchase.status,
    plab_uuid: found.lab.uuid,
    lab_name: found.lab.name,
    expires_at: purchase.expiresAt?.toISOString() ?? null,
  };
}
