/**
 * The rows of an account deletion, in the caller's transaction. The user's row stays as a nameless
 * record (placeholder username, no e-mail, password or Google link), so the purchases and sales that
 * name it keep their other side; everything the user made goes, but for two things:
 * - a published lab that has purchases stays as the sales' record (its name, unlisted, closed);
 * - a fee lab with buyers still inside their period also keeps its published videos for them, as
 *   owner-only notes, until the last period ends (closed-labs.ts purges them).
 * Answers the keys of the user's images, to delete from the store after the commit.
 */
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { DELETED_USERNAME } from '../../../shared/account';
import { ACCESS } from '../../../shared/schemas/notes';
import type { Db } from '../../db/client';
import {
  blocks,
  calendarFeeds,
  comments,
  cookings,
  ctRelations,
  emailKeys,
  eventGoing,
  eventGuests,
  events,
  follows,
  idempotencyKeys,
  journeys,
  labPurchases,
  labroomMessages,
  likes,
  mutes,
  notifications,
  paymentAccounts,
  plabSubs,
  portfolios,
  publishedLabs,
  refreshTokens,
  shoutoutComments,
  shoutoutLoves,
  shoutoutMessages,
  shoutouts,
  taggedTeachers,
  techniques,
  uploads,
  users,
  workshopGoing,
  workshopMembers,
  workshopRequests,
  workshops,
  workshopVideos,
} from '../../db/schema';

const hasPurchases = sql`exists (select 1 from ${labPurchases} where ${labPurchases.plabId} = ${publishedLabs.id})`;

/** The user's published labs that have purchases, and which of them are fee labs with buyers inside their period. */
async function labsToKeep(tx: Db, userId: number, now: Date) {
  const rows = await tx
    .select({
      id: publishedLabs.id,
      labId: publishedLabs.labId,
      fee: sql<boolean>`coalesce(${plabSubs.priceCents} > 0, false)`,
      active: sql<boolean>`exists (select 1 from ${labPurchases} where ${labPurchases.plabId} = ${publishedLabs.id}
        and ${labPurchases.status} = 'paid' and ${labPurchases.expiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(publishedLabs)
    .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
    .where(and(eq(publishedLabs.userId, userId), hasPurchases));
  return { records: rows, kept: rows.filter((row) => row.fee && row.active) };
}

/** Deletes the user's content and anonymises their row; answers their image keys. */
export async function removeAccount(tx: Db, userId: number, now: Date): Promise<string[]> {
  const { records, kept } = await labsToKeep(tx, userId, now);
  const recordIds = records.map((row) => row.id);
  const keptSources = kept.map((row) => row.labId);
  if (recordIds.length > 0) {
    await tx.update(publishedLabs).set({ closedAt: now }).where(inArray(publishedLabs.id, recordIds));
    const bare = records.filter((row) => !kept.includes(row)).map((row) => row.id);
    if (bare.length > 0)
      await tx.update(publishedLabs).set({ about: '' }).where(inArray(publishedLabs.id, bare));
    await tx.update(plabSubs).set({ isActive: false }).where(inArray(plabSubs.plabId, recordIds));
    // Only the published videos of kept labs stay; a record keeps none.
    await tx.delete(ctRelations).where(
      and(
        inArray(
          ctRelations.techniqueId,
          records.map((row) => row.labId),
        ),
        keptSources.length > 0
          ? or(notInArray(ctRelations.techniqueId, keptSources), eq(ctRelations.publish, false))
          : undefined,
      ),
    );
  }
  const keptNotes = tx
    .select({ id: ctRelations.cookingId })
    .from(ctRelations)
    .where(inArray(ctRelations.techniqueId, keptSources.length > 0 ? keptSources : [-1]));
  await tx
    .update(cookings)
    .set({ access: ACCESS.private, mention1: null, mention2: null, mention3: null })
    .where(and(eq(cookings.userId, userId), inArray(cookings.id, keptNotes)));
  await tx.delete(cookings).where(and(eq(cookings.userId, userId), notInArray(cookings.id, keptNotes)));
  await tx.delete(techniques).where(
    and(
      eq(techniques.userId, userId),
      recordIds.length > 0
        ? notInArray(
            techniques.id,
            records.map((row) => row.labId),
          )
        : undefined,
    ),
  );
  // Refresh tokens too: every session ends with the commit (live-sessions.ts).
  for (const table of [
    likes,
    comments,
    taggedTeachers,
    shoutoutLoves,
    shoutoutComments,
    shoutoutMessages,
    shoutouts,
    journeys,
    workshopVideos,
    workshopGoing,
    workshopMembers,
    workshopRequests,
    workshops,
    events,
    eventGuests,
    eventGoing,
    calendarFeeds,
    labroomMessages,
    refreshTokens,
    calendarFeeds,
    emailKeys,
    eventGoing,
    eventGuests,
    events,
    idempotencyKeys,
    paymentAccounts,
  ])
    await tx.delete(table).where(eq(table.userId, userId));
  // Shoutouts others gave them stay their authors', no longer tagging anyone.
  await tx.update(shoutouts).set({ teacherId: null }).where(eq(shoutouts.teacherId, userId));
  // Workshops others organised stay theirs, no longer tagging anyone.
  await tx.update(workshops).set({ teacherId: null }).where(eq(workshops.teacherId, userId));
  await tx
    .delete(notifications)
    .where(or(eq(notifications.recipientId, userId), eq(notifications.senderId, userId)));
  // Both sides: whom they followed, and who followed them (the row stays, so no cascade does it).
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followedId, userId)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(mutes).where(or(eq(mutes.muterId, userId), eq(mutes.mutedId, userId)));
  await tx.delete(portfolios).where(eq(portfolios.userId, userId));
  const images = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ key: uploads.key });
  await tx
    .update(users)
    .set({
      username: DELETED_USERNAME,
      email: `${userId}@deleted.invalid`,
      passwordHash: null,
      googleSub: null,
      emailVerified: false,
      country: '',
      gender: 'NS',
      exportedAt: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return images.map((row) => row.key);
}
