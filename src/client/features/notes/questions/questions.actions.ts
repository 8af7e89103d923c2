/**
 * A note's author asks a tagged teacher about a moment (issue 28): the question shows on the note at
 * once and one outbox entry sends it (offline too); an empty question takes it back. The server tells
 * the teacher, who answers with a comment pinned to that moment.
 */
import { notesApi } from '../../../../shared/api-paths';
import { db, type NoteRow } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';

type Tag = NoteRow['taggedteachers'][number];

/** Puts `idea` (at `at` seconds, or none) on the note's tag; answers the outbox entry's key. */
export function askTeacher(note: string, tag: Tag, idea: string, at: number | null): Promise<string> {
  const question = { idea: idea.trim(), at: idea.trim() ? at : null };
  return queueWrite(
    {
      kind: 'note.question',
      target: note,
      steps: [{ method: 'PATCH', path: notesApi.taggedTeacher(tag.id ?? tag.uuid), body: question }],
      touches: [{ table: 'cookings', uuid: note }],
    },
    () =>
      db.cookings
        .where('uuid')
        .equals(note)
        .modify((row) => {
          row.taggedteachers = row.taggedteachers.map((t) =>
            t.uuid === tag.uuid ? { ...t, ...question } : t,
          );
        }),
  );
}
