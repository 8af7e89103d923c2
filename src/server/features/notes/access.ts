/**
 * Who may see a video note (DESIGN 3), as one SQL predicate that every detail, list and write on a
 * note uses: access 5 everyone, 3 the owner and the mentioned artist, 1 the owner only.
 */
import { and, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { ACCESS } from '../../../shared/schemas/notes';
import { cookings, portfolios } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';

type NoteRow = typeof cookings.$inferSelect;

/**
 * The notes `viewer` (null for a guest) may see. Community is written `access >= 5` (5 is the widest
 * audience, the column allows 1, 3 and 5 only): PGlite never gathers planner statistics, and the
 * planner's guess for an equality (0.5% of rows) made a feed page scan and sort every visible note,
 * while its guess for a range (a third) walks the id index and stops after one page.
 */
export function visibleTo(viewer: Pick<AuthUser, 'id'> | null): SQL {
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

/**
 * The note's id as a subquery, null when the viewer may not see it: a list of what hangs off a note
 * reads it in its own statement, and only an empty answer needs `visibleNote` to tell 404 apart.
 */
export const visibleNoteId = (deps: Deps, viewer: Pick<AuthUser, 'id'> | null, ref: Ref) =>
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

/** The note when the user owns it: 404 when they cannot see it, 403 when they see someone else's. */
export async function ownNote(deps: Deps, user: AuthUser, ref: Ref): Promise<NoteRow> {
  const row = await visibleNote(deps, user, ref);
  if (row.userId !== user.id) throw forbidden();
  return row;
}
