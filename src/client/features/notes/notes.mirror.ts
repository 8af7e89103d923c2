/**
 * Video notes pulled from the API into the mirror (lib/mirrored-rows.ts): the feeds and one note,
 * and the hooks screens read them with. A note's comments and reactions: comments.mirror.ts and
 * reactions.mirror.ts.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { notesApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Note } from '../../../shared/schemas/notes';
import { ApiError, api } from '../../lib/api';
import { db, type NoteRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { cached, mergePage, queuedTargets, same, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

/** `lesson:{uuid}`: the notes the student of that shoutout made from its lesson (they mention it). */
export type NoteListKey =
  | 'feed'
  | 'students'
  | `videos:${string}`
  | `mentions:${string}`
  | `lesson:${string}`;

const newestFirst = (a: { created: string }, b: { created: string }) => b.created.localeCompare(a.created);

type ListSpec = {
  first: string;
  belongs: (row: NoteRow) => boolean;
  read: (limit: number) => Promise<NoteRow[]>;
};

function listSpec(key: NoteListKey, me: string | undefined): ListSpec {
  if (key === 'feed')
    return {
      first: notesApi.latest({ page_size: PAGE_SIZE }),
      belongs: () => true,
      read: (limit) => db.cookings.orderBy('created').reverse().filter(visible).limit(limit).toArray(),
    };
  const [kind, name = ''] = key === 'students' ? ['students', me ?? ''] : key.split(/:(.*)/s);
  const byMention = async (limit: number, not?: string) =>
    (await db.cookings.where('mentioned').equalsIgnoreCase(name).toArray())
      .filter((row) => visible(row) && !(not && same(row.username, not)))
      .sort(newestFirst)
      .slice(0, limit);
  if (kind === 'videos')
    return {
      first: notesApi.latest({ page_size: PAGE_SIZE, username: name }),
      belongs: (row) => same(row.username, name),
      read: async (limit) =>
        (await db.cookings.where('username').equalsIgnoreCase(name).toArray())
          .filter(visible)
          .sort(newestFirst)
          .slice(0, limit),
    };
  if (kind === 'lesson') {
    const fromLesson = (row: NoteRow) =>
      [row.mention1, row.mention2, row.mention3].some((m) => m?.uuid === name);
    return {
      first: notesApi.fromLesson(name, PAGE_SIZE),
      belongs: fromLesson,
      read: async (limit) =>
        (await db.cookings.filter((row) => visible(row) && fromLesson(row)).toArray())
          .sort(newestFirst)
          .slice(0, limit),
    };
  }
  if (kind === 'mentions')
    return {
      first: notesApi.latest({ page_size: PAGE_SIZE, mentions: name }),
      belongs: (row) => row.mentioned.some((m) => same(m, name)),
      read: (limit) => byMention(limit),
    };
  return {
    first: notesApi.ofMyStudents(PAGE_SIZE),
    belongs: (row) => row.mentioned.some((m) => same(m, name)) && !same(row.username, name),
    read: (limit) => byMention(limit, name),
  };
}

/** The mirrored list of notes for `key` as `me` sees it (my students' videos are per user). */
export function noteList(key: NoteListKey, me?: string) {
  const id = `cookings:${key === 'students' ? `students:${me}` : key}`;
  return cached<Note>(id, () => {
    const spec = listSpec(key, me);
    return {
      key: id,
      first: spec.first,
      tables: () => [db.cookings],
      save: (rows, range) => mergePage('cookings', rows, range, (row) => spec.belongs(row as NoteRow)),
    };
  });
}

/** A feed of notes, newest first: home, my students' videos, a portfolio's videos or mentions. */
export function useNoteList(key: NoteListKey) {
  const me = useAtomValue(userAtom)?.username;
  const signedOutStudents = key === 'students' && !me;
  const list = signedOutStudents ? null : noteList(key, me);
  const read = useMemo(() => listSpec(key, me).read, [key, me]);
  // My own notes are a cached store (15-minute rule); every other list of notes is a feed.
  const myNotes = me !== undefined && key.toLowerCase() === `videos:${me.toLowerCase()}`;
  return useMirroredRows(list, read, !myNotes);
}

/** Whether the note is on the server yet (a queued note has no comments or reactions there). */
export const useSynced = (cooking: string) =>
  useLiveQuery(async () => (await db.cookings.get(cooking))?.id !== undefined, [cooking]) ?? false;

/** Whether a write on the note, or on a comment or reaction of it, waits in the outbox. */
async function hasQueuedWrites(uuid: string): Promise<boolean> {
  const queued = await queuedTargets();
  const [comments, reactions] = await Promise.all([
    db.comments.where('[cooking+created]').between([uuid, ''], [uuid, '\uffff']).primaryKeys(),
    db.reactions.where('cooking').equals(uuid).primaryKeys(),
  ]);
  return [uuid, ...comments, ...reactions].some((key) => queued.has(key));
}

/**
 * Fetches one note into the mirror; a 404 (gone, or not visible) removes a synced copy, unless writes
 * on it still wait: they are sent, fail, and show why on the note with Retry and Discard.
 */
async function fetchNote(uuid: string): Promise<void> {
  if ((await queuedTargets()).has(uuid)) return;
  try {
    const answer = await api<Note>(notesApi.note(uuid));
    await db.transaction('rw', db.cookings, db.outbox, async () => {
      if (!(await queuedTargets()).has(uuid))
        await db.cookings.put(toRow('cookings', answer as never) as NoteRow);
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', [db.cookings, db.comments, db.reactions, db.outbox], async () => {
        if (!(await hasQueuedWrites(uuid))) await db.cookings.delete(uuid);
      });
      return;
    }
    throw error;
  }
}

/**
 * One note, live; fetched on every opening and, with `onReturn` (the note's page, not its edit form),
 * again when the page comes back into view. `row` is null when the note does not exist for this user.
 */
export function useNoteSync(uuid: string, onReturn = false) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(() => run(() => fetchNote(uuid)), [uuid, run]),
    onReturn,
  );
  const row = useLiveQuery(async () => {
    const found = await db.cookings.get(uuid);
    return found && visible(found) ? found : null;
  }, [uuid]);
  return {
    row: row === null && call.pending ? undefined : row,
    pending: call.pending,
    error: call.error,
    retry: call.retry,
  };
}
