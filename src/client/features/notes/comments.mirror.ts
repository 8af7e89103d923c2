/** A note's comments pulled from the API into the mirror, newest first, paged; read live. */
import { useCallback } from 'react';
import { notesApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Comment } from '../../../shared/schemas/notes';
import { type CommentRow, db } from '../../lib/db';
import { cached, mergePage, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { useSynced } from './notes.mirror';

const commentList = (cooking: string) =>
  cached<Comment>(`comments:${cooking}`, () => ({
    key: `comments:${cooking}`,
    first: notesApi.commentsOf(cooking, PAGE_SIZE),
    tables: () => [db.comments],
    save: (rows, range) => mergePage('comments', rows, range, (row) => row.cooking === cooking, { cooking }),
  }));

/** Comments of a note, newest first. */
export function useCommentsSync(cooking: string) {
  const synced = useSynced(cooking);
  const read = useCallback(
    async (limit: number) =>
      (
        await db.comments
          .where('[cooking+created]')
          .between([cooking, ''], [cooking, '\uffff'])
          .reverse()
          .toArray()
      )
        .filter(visible)
        .slice(0, limit),
    [cooking],
  );
  return useMirroredRows<CommentRow>(synced ? commentList(cooking) : null, read, true);
}
