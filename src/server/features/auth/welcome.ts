/**
 * The product's welcome to a new account (platform-shell 4.4): a notification with no sender, marked
 * seen through the onboarding path, that leads to the first steps (/onboarding).
 */
import { PRODUCT_NAME } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { wording } from '../../notify/notify';
import { enqueuePushes } from '../../notify/push-queue';

export const WELCOME = wording(
  /*i18n*/ 'Welcome to {product}! Your first steps: a portfolio, a first video note, the app.',
  { product: PRODUCT_NAME },
);

/**
 * Welcomes the account just created, in the transaction that created it (queued for a push like any
 * notification, though a new account has no device subscribed yet).
 */
export async function welcome(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ recipientId: userId, ...WELCOME })
    .returning({ id: notifications.id });
  if (row) await enqueuePushes(db, [row.id]);
  await publishLive(db, liveTopic.user(userId));
}
