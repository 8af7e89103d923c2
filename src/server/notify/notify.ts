/**
 * How a feature tells a user something (DESIGN 5b): a notification stored in the transaction of the
 * action that makes it, queued for a push to each of the recipient's devices (push-queue.ts) and told
 * to the recipient's open pages once it commits (live-publish.ts). Nobody is notified of their own
 * action. Its words are kept in English and as template and values, so the reader sees them in their
 * language (features/notifications reads them, reader-values.ts writes out the values that differ by
 * language).
 */
import { SOURCE_LOCALE } from '../../shared/locales';
import { notifications } from '../db/schema';
import type { Deps } from '../deps';
import { translate } from '../i18n';
import { liveTopic, publishLive } from './live-publish';
import { enqueuePushes } from './push-queue';
import { readerValues } from './reader-values';

/** A notification's stored words: the English text, and the template and values that make it again. */
export const wording = (template: string, templateValues: Record<string, string>) => ({
  text: translate(SOURCE_LOCALE, template, readerValues(templateValues, SOURCE_LOCALE)),
  template,
  templateValues,
});

export type NewNotification = {
  recipientId: number;
  /** Null for the moderators' notices, which speak for the product (context 11). */
  senderId: number | null;
  context: number;
  type: number;
  text: string;
  template: string;
  templateValues: Record<string, string>;
  cookingId?: number;
  plabId?: number;
  purchaseId?: number;
  labroomMessageId?: number;
  shoutoutId?: number;
  workshopId?: number;
  eventId?: number;
};

/**
 * Stores the notifications, leaving out any addressed to their own sender, and any a video note
 * already has for the same sender, recipient and type; each one stored is queued for a push and
 * published to its recipient's live stream.
 */
export async function notify(deps: Deps, ...made: NewNotification[]): Promise<void> {
  const rows = made.filter((n) => n.recipientId !== n.senderId);
  if (rows.length === 0) return;
  const stored = await deps.db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
  await enqueuePushes(
    deps.db,
    stored.map((row) => row.id),
  );
  await publishLive(deps.db, ...stored.map((row) => liveTopic.user(row.recipientId)));
}
