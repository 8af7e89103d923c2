/**
 * Who may see a video note (DESIGN 3), as one SQL predicate that every detail, list and write on a
 * note uses: access 5 everyone, 3 the owner and the mentioned artist, 1 the owner only; and, beyond
 * access (db/visibility.ts, issue 27), never a hidden note or a suspended author's to anyone but its
 * author, nor one across a block. Feeds also leave out the authors the viewer muted.
 */
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { blockMsg } from '../../../shared/schemas/blocks';
import type { Ref } from '../../../shared/schemas/fields';
import { ACCESS } from '../../../shared/schemas/notes';
import { cookings, portfolios } from '../../db/schema';
import { blockedBetween, inFeed, notSuspended, rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';

type NoteRow = typeof cookings.$inferSelect;
/** A signed-in user's id (or a prepared statement's placeholder for it), null for a guest. */
type Viewer = Pick<AuthUser, 'id'> | null;

/**
 * The notes `viewer` (null for a guest) may see. Community is written `access >= 5` (5 is the widest
 * audience, the column allows 1, 3 and 5 only): PGlite never gathers planner statistics, and the
 * planner's guess for an equality (0.5% of rows) made a feed page scan and sort every visible note,
 * while its guess for a range (a third) walks the id index and stops after one page.
 */
function audience(viewer: Viewer): SQL {
  const everyone = gte(cookings.access, ACCESS.community);
  if (!viewer) return everyone;
  // The viewer's portfolio id is looked up once per query, not once per note.
  const mentionsViewer = sql`(select ${portfolios.id} from ${portfolios} where ${portfolios.userId} = ${viewer.id})
    in (${cookings.mention1}, ${cookings.mention2}, ${cookings.mention3})`;
  return or(
    everyone,
    eq(cookings.userId, viewer.id),
    and(eq(cookings.access, ACCESS.mention), mentionsViewer),
  ) as SQL;
}

/** The notes `viewer` may see: their audience, and shown (db/visibility.ts `rowShown`). */
export const visibleTo = (viewer: Viewer): SQL =>
  and(audience(viewer), rowShown(viewer?.id ?? null, cookings.userId, cookings.hiddenAt)) as SQL;

/** The notes of `viewer`'s feeds: those they may see, less the authors they muted. */
export const inFeedOf = (viewer: Viewer): SQL =>
  and(audience(viewer), inFeed(viewer?.id ?? null, cookings.userId, cookings.hiddenAt)) as SQL;

/**
 * The note's id as a subquery, null when the viewer may not see it: a list of what hangs off a note
 * reads it in its own statement, and only an empty answer needs `visibleNote` to tell 404 apart.
 */
export const visibleNoteId = (deps: Deps, viewer: Viewer, ref: Ref) =>
  deps.db
    .select({ id: cookings.id })
    .from(cookings)
    .where(and(byRef(cookings, ref), visibleTo(viewer)));

/** The note when the viewer may see it; 404 otherwise, never 403, so its existence does not leak. */
export async function visibleNote(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<NoteRow> {
  const [row] = await deps.db
    .select()
    .from(cookings)
    .where(and(byRef(cookings, ref), visibleTo(viewer)));
  if (!row) throw notFound();
  return row;
}

/**
 * The note `user` means to comment on or react to: 404 when it is not theirs to see (hidden, by a
 * suspended author, out of its audience), 403 when a block lies between them and its author, worded
 * the same either way round. One statement.
 */
export async function reachableNote(deps: Deps, user: AuthUser, ref: Ref): Promise<NoteRow> {
  const open = and(isNull(cookings.hiddenAt), notSuspended(cookings.userId));
  const [row] = await deps.db
    .select({ note: cookings, blocked: blockedBetween(user.id, cookings.userId).mapWith(Boolean) })
    .from(cookings)
    .where(and(byRef(cookings, ref), audience(user), or(eq(cookings.userId, user.id), open)));
  if (!row) throw notFound();
  if (row.blocked) throw forbidden(blockMsg.refused);
  return row.note;
}

/** The note when the user owns it: 404 when they cannot see it, 403 when they see someone else's. */
export async function ownNote(deps: Deps, user: AuthUser, ref: Ref): Promise<NoteRow> {
  const row = await visibleNote(deps, user, ref);
  if (row.userId !== user.id) throw forbidden();
  return row;
}
