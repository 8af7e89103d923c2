/**
 * What may be reported, one entry per target type (REPORT_TARGETS): its table, the column a report
 * names it by (its uuid, or an artist's username, lower-cased), whose it is, its hidden_at, and who
 * may see it: the feature's own rule, then db/visibility.ts `rowShown` for every type. Reports find
 * their target here; moderation reads, hides and names targets through the same entries.
 */
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReportTarget } from '../../../shared/schemas/reports';
import {
  comments,
  cookings,
  events,
  journeys,
  labroomMessages,
  portfolios,
  publishedLabs,
  shoutouts,
  workshops,
} from '../../db/schema';
import { rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { journeyVisibleTo } from '../journeys/journey-shape';
import { visibleTo } from '../notes/access';
import { isMember } from '../published-labs/lab-access';
import { shoutoutVisibleTo } from '../shoutouts/shoutout-shape';

export type Target = {
  table: PgTable;
  /** What a report's key (lower-cased) is matched against. */
  key: SQL;
  /** The user the row belongs to. */
  author: AnyPgColumn;
  /** When a moderator hid the row; an artist is never hidden (their account is suspended instead). */
  hidden?: AnyPgColumn;
  /** The feature's rule of who may see the row, as SQL on its table. */
  seen?: (viewer: AuthUser) => SQL;
  /** A rule read in code once the row is found: a lab room's messages are for its members. */
  allowed?: (deps: Deps, viewer: AuthUser, key: string) => Promise<boolean>;
};

/** A comment is seen by whoever sees its note. */
const noteSeen = (viewer: AuthUser) =>
  exists(
    sql`(select 1 from ${cookings} where ${and(eq(cookings.id, comments.cookingId), visibleTo(viewer))})`,
  );

async function inRoom(deps: Deps, viewer: AuthUser, key: string): Promise<boolean> {
  const [room] = await deps.db
    .select({ lab: publishedLabs })
    .from(labroomMessages)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labroomMessages.plabId))
    .where(eq(labroomMessages.uuid, key));
  return room !== undefined && (await isMember(deps, viewer, room.lab));
}

const byUuid = <T extends PgTable & { uuid: AnyPgColumn; userId: AnyPgColumn; hiddenAt: AnyPgColumn }>(
  table: T,
  rule: Pick<Target, 'seen' | 'allowed'> = {},
): Target => ({ table, key: sql`${table.uuid}`, author: table.userId, hidden: table.hiddenAt, ...rule });

export const TARGETS: Record<ReportTarget, Target> = {
  note: byUuid(cookings, { seen: visibleTo }),
  comment: byUuid(comments, { seen: noteSeen }),
  shoutout: byUuid(shoutouts, { seen: (viewer) => shoutoutVisibleTo(viewer.id) }),
  journey: byUuid(journeys, { seen: (viewer) => journeyVisibleTo(viewer.id) }),
  workshop: byUuid(workshops),
  event: byUuid(events),
  room_message: byUuid(labroomMessages, { allowed: inRoom }),
  artist: { table: portfolios, key: sql`lower(${portfolios.username})`, author: portfolios.userId },
};

/** The key a report stores for what the client named: uuids and usernames are matched lower-cased. */
export const targetKey = (id: string) => id.toLowerCase();

/** The owner of the target when `viewer` may see it; undefined for an unknown or unseen target. */
export async function seenTarget(
  deps: Deps,
  viewer: AuthUser,
  type: ReportTarget,
  key: string,
): Promise<{ userId: number } | undefined> {
  const target = TARGETS[type];
  const [row] = await deps.db
    .select({ userId: sql<number>`${target.author}` })
    .from(target.table)
    .where(
      and(eq(target.key, key), target.seen?.(viewer), rowShown(viewer.id, target.author, target.hidden)),
    );
  if (!row || (target.allowed && !(await target.allowed(deps, viewer, key)))) return undefined;
  return row;
}
