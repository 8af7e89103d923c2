/**
 * The video notes' parts of the data download (account/export-zip.ts): the user's notes with the
 * artists they mentioned and tagged (and what they asked them, at which moment) and the sections
 * they marked, their comments and their reactions. Notes by their uuid.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { artistOf, type DownloadSection, iso } from '../../db/download';
import { comments, cookings, likes, noteSections, taggedTeachers } from '../../db/schema';
import type { Deps } from '../../deps';

async function videoNotesSection(deps: Deps, userId: number) {
  const notes = await deps.db
    .select({
      id: cookings.id,
      uuid: cookings.uuid,
      video: cookings.video,
      lesson: cookings.lesson,
      access: cookings.access,
      mention1: artistOf(cookings.mention1),
      mention2: artistOf(cookings.mention2),
      mention3: artistOf(cookings.mention3),
      created: cookings.createdAt,
    })
    .from(cookings)
    .where(eq(cookings.userId, userId))
    .orderBy(asc(cookings.id));
  const ids = notes.map((note) => note.id);
  const teachers = ids.length
    ? await deps.db
        .select({
          cookingId: taggedTeachers.cookingId,
          artist: artistOf(taggedTeachers.portfolioId),
          idea: taggedTeachers.idea,
          at: taggedTeachers.at,
        })
        .from(taggedTeachers)
        .where(inArray(taggedTeachers.cookingId, ids))
    : [];
  const marked = ids.length
    ? await deps.db.select().from(noteSections).where(inArray(noteSections.cookingId, ids))
    : [];
  return notes.map(({ id, mention1, mention2, mention3, created, ...note }) => ({
    ...note,
    mentioned_artists: [mention1, mention2, mention3].filter(Boolean),
    tagged_teachers: teachers
      .filter((t) => t.cookingId === id)
      .map(({ artist, idea, at }) => ({ artist, idea, at })),
    sections: marked.find((m) => m.cookingId === id)?.sections ?? [],
    created: iso(created),
  }));
}

async function commentsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: comments.uuid,
      video_note: cookings.uuid,
      comment: comments.comment,
      at: comments.at,
      created: comments.createdAt,
    })
    .from(comments)
    .innerJoin(cookings, eq(cookings.id, comments.cookingId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}

async function reactionsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ uuid: likes.uuid, video_note: cookings.uuid, type: likes.likeType, created: likes.createdAt })
    .from(likes)
    .innerJoin(cookings, eq(cookings.id, likes.cookingId))
    .where(eq(likes.userId, userId))
    .orderBy(asc(likes.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}

export const videoNotesDownload: DownloadSection = {
  file: 'video-notes.json',
  about: 'your video notes, with the artists you mentioned and tagged',
  read: videoNotesSection,
};

export const commentsDownload: DownloadSection = {
  file: 'comments.json',
  about: 'your comments on video notes',
  read: commentsSection,
};

export const reactionsDownload: DownloadSection = {
  file: 'reactions.json',
  about: 'your reactions to video notes',
  read: reactionsSection,
};
