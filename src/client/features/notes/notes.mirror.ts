/**
 * Video notes pulled from the API into the mirror (lib/mirrored-rows.ts): the feeds and one note,
 * and the hooks screens read them with. The Following feed reads the notes of whom the signed-in
 * user follows (lib/follows.ts). A note's comments and reactions: comments.mirror.ts and
 * reactions.mirror.ts.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { notesApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Note } from '../../../shared/schemas/notes';
import { ApiError, api } from '../../lib/api';
import { db, type NoteRow } from '../../lib/db';
import { followedNames, saveFollowed } from '../../lib/follows';
import { useLiveQuery } from '../../lib/live-query';
import { type PageRange, toRow } from '../../lib/mirror';
import { cached, mergePage, queuedTargets, same, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { useMirrorRead } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

/**
 * `lesson:{uuid}`: the notes the student of that shoutout made from its lesson (they mention it).
 * `following`: the notes of the artists the signed-in user follows.
 */
export type NoteListKey =
  | 'feed'
  | 'students'
  | 'following'
  | `videos:${string}`
  | `mentions:${string}`
  | `lesson:${string}`;

const newestFirst = (a: { created: string }, b: { created: string }) => b.created.localeCompare(a.created);

type ListSpec = {
  first: string;
  belongs: (row: NoteRow) => boolean;
  read: (limit: number) => Promise<NoteRow[]>;
};

/** A note's author is someone the signed-in user follows (lib/follows.ts). */
const byFollowed = async (limit: number) =>
  (
    await db.cookings
      .where('username')
      .anyOfIgnoreCase(await followedNames())
      .toArray()
  )
    .filter(visible)
    .sort(newestFirst)
    .slice(0, limit);

/**
 * Saves a page of the Following feed: its authors are followed, as the server says (so the feed
 * reads its notes at once, before the list of whom I follow has been fetched), and a synced note of
 * an artist I follow that the page no longer has is gone.
 */
async function saveFollowing(rows: Note[], range: PageRange): Promise<void> {
  const authors = rows.map((row) => row.username);
  await saveFollowed(authors, true);
  const followed = new Set(await followedNames());
  await mergePage('cookings', rows, range, (row) => followed.has(String(row.username).toLowerCase()));
}

function listSpec(key: NoteListKey, me: string | undefined): ListSpec {
  // Whose notes it has is known only once a page is in: noteList saves its pages with saveFollowing.
  if (key === 'following')
    return { first: notesApi.following(PAGE_SIZE), belongs: () => false, read: byFollowed };
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

/** Lists that are the signed-in user's own: my students' videos, the artists I follow. */
const perUser = (key: NoteListKey) => key === 'students' || key === 'following';

/** The mirrored list of notes for `key` as `me` sees it. */
export function noteList(key: NoteListKey, me?: string) {
  const id = `cookings:${perUser(key) ? `${key}:${me}` : key}`;
  return cached<Note>(id, () => {
    const spec = listSpec(key, me);
    if (key === 'following')
      return { key: id, first: spec.first, tables: () => [db.cookings, db.follows], save: saveFollowing };
    return {
      key: id,
      first: spec.first,
      tables: () => [db.cookings],
      save: (rows, range) => mergePage('cookings', rows, range, (row) => spec.belongs(row as NoteRow)),
    };
  });
}

/**
 * A feed of notes, newest first: home, my students' videos, whom I follow, a portfolio's videos or
 * mentions.
 */
export function useNoteList(key: NoteListKey) {
  const me = useAtomValue(userAtom)?.username;
  const list = perUser(key) && !me ? null : noteList(key, me);
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
 * on it still wait: they are sent, fail, and show why on the note with Retry and Discard. False when
 * the server does not have it (for this user).
 */
async function fetchNote(uuid: string): Promise<boolean> {
  if ((await queuedTargets()).has(uuid)) return true;
  try {
    const answer = await api<Note>(notesApi.note(uuid));
    await db.transaction('rw', db.cookings, db.outbox, async () => {
      if (!(await queuedTargets()).has(uuid))
        await db.cookings.put(toRow('cookings', answer as never) as NoteRow);
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', [db.cookings, db.comments, db.reactions, db.outbox], async () => {
        if (!(await hasQueuedWrites(uuid))) await db.cookings.delete(uuid);
      });
      return false;
    }
    throw error;
  }
}

/**
 * One note, live; fetched on every opening and, with `onReturn` (the note's page, not its edit form),
 * again when the page comes back into view. `row` is null when the note does not exist for this user.
 */
export function useNoteSync(uuid: string, onReturn = false) {
  const stored = useLiveQuery(async () => (await db.cookings.get(uuid)) ?? null, [uuid]);
  const { row, read, pending, error, retry } = useMirrorRead(stored);
  useRevalidate(
    useCallback(() => read(() => fetchNote(uuid)), [uuid, read]),
    onReturn,
  );
  // Deleted on this device, with the delete still on its way: gone here already.
  return { row: row && !visible(row) ? null : row, pending, error, retry };
}
