/**
 * What a block ends between two users at once, either way round, so neither keeps a way to the
 * other: a follow, a guest's place on the other's events, and a member's place in the other's
 * workshop rooms. (Reads hide the rest; a later guest list or room request is refused.)
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { eventGuests, events, follows, workshopMembers, workshops } from '../../db/schema';
import type { Deps } from '../../deps';

export async function partWays(deps: Deps, a: number, b: number): Promise<void> {
  const { db } = deps;
  await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followedId, b)),
        and(eq(follows.followerId, b), eq(follows.followedId, a)),
      ),
    );
  const guestOf = (guest: number, organiser: number) =>
    and(
      eq(eventGuests.userId, guest),
      inArray(
        eventGuests.eventId,
        db.select({ id: events.id }).from(events).where(eq(events.userId, organiser)),
      ),
    );
  await db.delete(eventGuests).where(or(guestOf(a, b), guestOf(b, a)));
  const memberOf = (member: number, organiser: number) =>
    and(
      eq(workshopMembers.userId, member),
      inArray(
        workshopMembers.workshopId,
        db.select({ id: workshops.id }).from(workshops).where(eq(workshops.userId, organiser)),
      ),
    );
  await db.delete(workshopMembers).where(or(memberOf(a, b), memberOf(b, a)));
}
