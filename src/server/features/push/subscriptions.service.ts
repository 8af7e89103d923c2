/**
 * A device's push subscription, kept per endpoint: subscribing again (a new key, or another user
 * signed in on the device) replaces the row, so a device only hears of the user signed in there.
 * Only the caller's own subscription can be removed. A user keeps at most `MAX_DEVICES`: a new one
 * beyond that replaces the one subscribed longest ago, so no account can make one notification a flood of requests.
 */
import { createECDH } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushSubscribeInput } from '../../../shared/push';
import { pushSubscriptions } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { onPushService } from './push-services';

/** Whether the key is a point on P-256, which the payload's encryption needs. */
function onCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export const MAX_DEVICES = 10;

export async function subscribe(deps: Deps, user: AuthUser, input: PushSubscribeInput): Promise<void> {
  const { endpoint, keys } = input;
  if (!onPushService(endpoint, deps.config.pushServiceHosts))
    throw badRequest({ endpoint: [/*i18n*/ 'This push service is not supported.'] });
  if (!onCurve(keys.p256dh)) throw badRequest({ 'keys.p256dh': ['Invalid p256dh key.'] });
  const row = { userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, newest)));
  });
}

export async function unsubscribe(deps: Deps, user: AuthUser, endpoint: string): Promise<void> {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
}
