/**
 * Sends the queued pushes (DESIGN 5b). A batch of due deliveries is claimed in a short transaction
 * (locked rows another server holds are skipped) by moving them a lease ahead, so no other server
 * sends them meanwhile; the pushes go out after that commits. A sent push is deleted; network
 * errors, 5xx and 429 come back with backoff (or the service's Retry-After) until the push's TTL
 * runs out; 404 and 410 remove the subscription; any other refusal drops that push.
 */
import type { Agent } from 'node:https';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { SOURCE_LOCALE } from '../../../shared/locales';
import { notifications, pushDeliveries, pushSubscriptions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { selectNotifications, toNotification } from '../notifications/notification-shape';
import { unseenCount } from '../notifications/notifications.service';
import { pushPayload } from './push-payload';
import { onPushService } from './push-services';

/** Push services keep an undelivered push this long (the TTL header), and we retry no longer. */
export const PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;
const BATCH = 50;
const SEND_TIMEOUT_MS = 30_000;
/** Longer than a batch can take to send, so a claimed push comes back only if its server died. */
export const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Only tests pass an agent: one that trusts their local push stand-in's certificate. */
export type SendOptions = { agent?: Agent };

type Outcome = 'sent' | 'retry' | 'gone' | 'dropped';

const backoff = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/** Retry-After in seconds or as a date, in ms from now; undefined when absent or unreadable. */
function retryAfterMs(error: WebPushError, now: Date): number | undefined {
  const header = error.headers?.['retry-after'];
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** Claims up to a batch of due deliveries for this server; answers their ids. */
async function claim(deps: Deps, now: Date): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(lte(pushDeliveries.dueAt, now))
      .orderBy(asc(pushDeliveries.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0)
      await tx
        .update(pushDeliveries)
        .set({
          dueAt: new Date(now.getTime() + LEASE_MS),
          attempts: sql`${pushDeliveries.attempts} + 1`,
        })
        .where(inArray(pushDeliveries.id, ids));
    return ids;
  });
}

type Claimed = Awaited<ReturnType<typeof loadClaimed>>[number];

async function loadClaimed(deps: Deps, ids: number[]) {
  const deliveries = await deps.db
    .select({ delivery: pushDeliveries, subscription: pushSubscriptions })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(inArray(pushDeliveries.id, ids));
  const notificationIds = [...new Set(deliveries.map((row) => row.delivery.notificationId))];
  const found =
    notificationIds.length === 0
      ? []
      : await selectNotifications(deps).where(inArray(notifications.id, notificationIds));
  const byId = new Map(found.map((row) => [row.notification.id, row]));
  return deliveries.flatMap(({ delivery, subscription }) => {
    const row = byId.get(delivery.notificationId);
    return row ? [{ delivery, subscription, row }] : [];
  });
}

async function send(deps: Deps, claimed: Claimed, options: SendOptions): Promise<Outcome | number> {
  const { subscription, row } = claimed;
  // Kept from before push services were checked, or PUSH_SERVICE_HOSTS changed since.
  if (!onPushService(subscription.endpoint, deps.config.pushServiceHosts)) return 'gone';
  const recipientId = row.notification.recipientId;
  const [recipient] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, recipientId));
  const payload = pushPayload(toNotification(row, recipient?.language ?? SOURCE_LOCALE), {
    unseen: await unseenCount(deps, recipientId),
  });
  try {
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: deps.config.vapid,
        TTL: PUSH_TTL_SECONDS,
        timeout: SEND_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    const host = new URL(subscription.endpoint).host;
    if (error instanceof WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
      if (error.statusCode === 429 || error.statusCode >= 500)
        return retryAfterMs(error, deps.clock()) ?? 'retry';
      deps.log.warn(`The push service at ${host} refused a push (${error.statusCode}); dropped.`);
      return 'dropped';
    }
    if ((error as { code?: unknown }).code !== undefined || /timeout/i.test(String(error))) return 'retry';
    deps.log.warn(`A push to ${host} could not be made; dropped.`, error);
    return 'dropped';
  }
}

/** Records what came of one push: deleted, retried later, or its subscription removed. */
async function settle(deps: Deps, claimed: Claimed, outcome: Outcome | number): Promise<void> {
  const { delivery, subscription, row } = claimed;
  if (outcome === 'gone') {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return;
  }
  const now = deps.clock().getTime();
  const next = now + (typeof outcome === 'number' ? outcome : backoff(delivery.attempts));
  const expires = row.notification.createdAt.getTime() + PUSH_TTL_SECONDS * 1000;
  if (outcome === 'sent' || outcome === 'dropped' || next >= expires) {
    await deps.db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
    return;
  }
  await deps.db
    .update(pushDeliveries)
    .set({ dueAt: new Date(next) })
    .where(eq(pushDeliveries.id, delivery.id));
}

/** Sends every push due now, a batch at a time; answers how many were tried. */
export async function deliverDuePushes(deps: Deps, options: SendOptions = {}): Promise<number> {
  let tried = 0;
  for (;;) {
    const ids = await claim(deps, deps.clock());
    if (ids.length === 0) return tried;
    const batch = await loadClaimed(deps, ids);
    await Promise.all(
      batch.map(async (claimed) => settle(deps, claimed, await send(deps, claimed, options))),
    );
    tried += ids.length;
  }
}
