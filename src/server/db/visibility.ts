/**
 * What no one is shown, beyond each feature's own access rules (issue 27): anything by a suspended
 * account, a row a moderator hid, and anything between two users when one blocked the other. One's
 * own rows are always shown to oneself (a hidden one says so: `hidden` in its shape). A mute only
 * takes the muted person's rows out of the muter's feeds (`inFeed`).
 *
 * The predicates are SQL for a query's where clause; `viewer` is the caller's user id, null for a
 * guest. Their subqueries use their own aliases, so they read right beside a join of `users`.
 */
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blockMsg } from '../../shared/schemas/blocks';
import type { Deps } from '../deps';
import { forbidden } from '../http/errors';

type UserRef = number | AnyPgColumn | SQL;

/** True when the user in `person` is not suspended. */
export const notSuspended = (person: UserRef): SQL =>
  sql`not exists (select 1 from "users" "suspended" where "suspended"."id" = ${person} and "suspended"."suspended_at" is not null)`;

/** True when users `a` and `b` have a block between them, whoever made it. */
export const blockedBetween = (a: UserRef, b: UserRef): SQL =>
  sql`exists (select 1 from "blocks" "block" where ("block"."blocker_id" = ${a} and "block"."blocked_id" = ${b}) or ("block"."blocker_id" = ${b} and "block"."blocked_id" = ${a}))`;

/** True when `viewer` muted the user in `person`. */
export const mutedBy = (viewer: number, person: UserRef): SQL =>
  sql`exists (select 1 from "mutes" "mute" where "mute"."muter_id" = ${viewer} and "mute"."muted_id" = ${person})`;

/** The person in `person` (an artist, an author) is shown to `viewer`: themself, or not suspended and not blocked. */
export function personShown(viewer: number | null, person: AnyPgColumn | SQL): SQL {
  if (viewer === null) return notSuspended(person);
  return sql`(${person} = ${viewer} or (${notSuspended(person)} and not ${blockedBetween(viewer, person)}))`;
}

/**
 * A row by `author` (its user id column) with `hidden` (its hidden_at column, if the row has one) is
 * shown to `viewer`: their own, or not hidden and its author shown.
 */
export function rowShown(viewer: number | null, author: AnyPgColumn, hidden?: AnyPgColumn): SQL {
  const open = hidden ? and(isNull(hidden), personShown(viewer, author)) : personShown(viewer, author);
  if (viewer === null) return open as SQL;
  return sql`(${author} = ${viewer} or ${open})`;
}

/** `rowShown`, and not by someone the viewer muted: for feeds and comment lists. */
export function inFeed(viewer: number | null, author: AnyPgColumn, hidden?: AnyPgColumn): SQL {
  const shown = rowShown(viewer, author, hidden);
  if (viewer === null) return shown;
  return sql`(${shown} and not ${mutedBy(viewer, author)})`;
}

/**
 * Refuses (403, worded the same either way round) a write by `actor` that reaches `other`: a comment,
 * a reaction, a tag or mention, a shoutout, a message, a follow, joining a room. Nothing when they are
 * the same user or no block lies between them.
 */
export async function refuseBlocked(deps: Deps, actor: number, other: number | null): Promise<void> {
  if (other === null || other === actor) return;
  const result = await deps.db.execute(sql`select ${blockedBetween(actor, other)} as "blocked"`);
  const [row] = (result as unknown as { rows: { blocked: boolean }[] }).rows;
  if (row?.blocked) throw forbidden(blockMsg.refused);
}

/**
 * `rowShown` for a row that names a second person (`named`, null when none: a shoutout's or a
 * workshop's tagged artist): unless the row is the viewer's own, that person is shown to them too.
 */
export function taggedRowShown(
  viewer: number | null,
  author: AnyPgColumn,
  hidden: AnyPgColumn,
  named: AnyPgColumn,
): SQL {
  const tagged = sql`(${named} is null or ${personShown(viewer, named)})`;
  if (viewer === null) return sql`(${rowShown(null, author, hidden)} and ${tagged})`;
  return sql`(${rowShown(viewer, author, hidden)} and (${author} = ${viewer} or ${tagged}))`;
}
