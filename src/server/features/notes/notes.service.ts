/** Video-note writes by their owner, and the one-note read. Access is checked first in each. */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { checkMentions, type Note, type NoteInput, type NotePatch } from '../../../shared/schemas/notes';
import { insertOnce } from '../../db/insert-once';
import { cookings } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { requireArtists } from '../artists/artist-checks';
import { ownNote, visibleTo } from './access';
import { notifyMentions } from './note-notifications';
import { selectNotes, toNote } from './note-shape';
import { P, prepared, stand } from './statements';

/** The fields that decide who may see a note, and so who hears of its mentions. */
const WHO_MAY_SEE = ['access', 'mention1', 'mention2', 'mention3'] as const;

/**
 * The read shape of the note with this ref, as `viewer` may read it, by a prepared statement; with
 * `checked`, only when the viewer may see it.
 */
async function readByRef(deps: Deps, viewer: AuthUser | null, ref: Ref, checked: boolean) {
  const by = typeof ref === 'number' ? 'id' : 'uuid';
  const name = `cooking_${by}_${viewer ? 'user' : 'guest'}${checked ? '_visible' : ''}`;
  const statement = prepared(deps.db, name, (named) => {
    const who = viewer ? { id: stand<number>(P.viewer) } : null;
    const where = by === 'id' ? eq(cookings.id, P.ref) : eq(cookings.uuid, P.ref);
    return selectNotes(deps.db, who)
      .where(checked ? and(where, visibleTo(who)) : where)
      .prepare(named);
  });
  const [row] = await statement.execute({ viewer: viewer?.id, ref });
  if (!row) throw notFound();
  return toNote(row);
}

/** The read shape of the note with this id, as `viewer` may read it (no access check). */
export const readNote = (deps: Deps, viewer: AuthUser | null, id: number): Promise<Note> =>
  readByRef(deps, viewer, id, false);

/** One note, for a viewer who may see it (404 otherwise), in one statement. */
export const showNote = (deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<Note> =>
  readByRef(deps, viewer, ref, true);

/**
 * Posts a note and tells the artists it mentions; a repeat of the caller's own uuid answers the note
 * already posted.
 */
export async function createNote(deps: Deps, user: AuthUser, input: NoteInput) {
  const { uuid, ...fields } = input;
  const artists = await requireArtists(deps, user, {
    mention1: fields.mention1,
    mention2: fields.mention2,
    mention3: fields.mention3,
  });
  const posted = await insertOnce(
    user,
    () =>
      deps.db
        .insert(cookings)
        .values({ ...fields, uuid, userId: user.id })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(cookings)
        .where(eq(cookings.uuid, uuid ?? '')),
  );
  if (posted.created)
    await notifyMentions(deps, user, posted.row, { mentionedUsers: artists.map((a) => a.userId) });
  return posted;
}

/**
 * Applies the fields that differ; null when nothing does. The merged note must keep the mention rule;
 * its mention notifications follow its mentions and access.
 */
export async function updateNote(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: NotePatch,
): Promise<Note | null> {
  const note = await ownNote(deps, user, ref);
  const changes = Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && value !== note[key as keyof NotePatch],
    ),
  ) as NotePatch;
  if (Object.keys(changes).length === 0) return null;
  const problem = checkMentions({ ...note, ...changes });
  if (problem) throw fieldError('mention1', problem);
  await requireArtists(deps, user, {
    mention1: changes.mention1,
    mention2: changes.mention2,
    mention3: changes.mention3,
  });
  await deps.db.update(cookings).set(changes).where(eq(cookings.id, note.id));
  if (WHO_MAY_SEE.some((key) => key in changes)) await notifyMentions(deps, user, { ...note, ...changes });
  return readNote(deps, user, note.id);
}

/** Deletes the owner's note with its relations, tags, reactions and comments. */
export async function deleteNote(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const note = await ownNote(deps, user, ref);
  await deps.db.delete(cookings).where(eq(cookings.id, note.id));
}
