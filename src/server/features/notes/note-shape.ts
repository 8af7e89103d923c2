/**
 * Reads video notes with everything their wire shape needs in one query: the author's username and
 * portfolio (artist name and photo) by joins, mentioned artists (as the author's shoutouts to them
 * where the viewer may see those), lab relations and tagged teachers by correlated subqueries, which
 * plan far cheaper than a join per part. The join also keeps Drizzle qualifying
 * column names inside the subqueries (it drops the table names in single-table selects).
 * Lab relations name the owner's labs, private until published: only the owner reads them, every
 * other viewer (a guest, a buyer of one published lab) gets an empty list. Mentioned artists and
 * tagged teachers the viewer may not see (suspended, or a block between them) are left out.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Access, type Mention, type Note, thumbnailUrl, youtubeId } from '../../../shared/schemas/notes';
import { mediaUrl, miniPhoto } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import {
  cookings,
  ctRelations,
  portfolios,
  shoutouts,
  taggedTeachers,
  techniques,
  users,
} from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser } from '../../deps';
import { shoutoutVisibleTo } from '../shoutouts/shoutout-shape';

/** A mentioned artist, with the note author's shoutout to them when the viewer may see it. */
type Artist = {
  id: number;
  username: string;
  name: string;
  photo: string | null;
  shoutout: { uuid: string; name: string; image: string } | null;
};

/** Who reads: a signed-in user's id (or a prepared statement's placeholder for it), null for a guest. */
type Viewer = Pick<AuthUser, 'id'> | null;

/**
 * The artists the note mentions (up to three, in any order), each with the author's shoutout to them
 * when the viewer may see it: one subquery for the three columns, which plans a third as dear as one
 * per column (planning is most of a feed page's cost on PGlite).
 */
const mentioned = (viewer: Viewer): SQL<Artist[] | null> => sql`(
  select json_agg(json_build_object('id', ${portfolios.id}, 'username', ${portfolios.username},
    'name', ${portfolios.artistName}, 'photo', ${portfolios.photo}, 'shoutout', (
      select json_build_object('uuid', ${shoutouts.uuid}, 'name', ${shoutouts.teacherName},
        'image', ${shoutouts.image})
      from ${shoutouts} where ${shoutouts.userId} = ${cookings.userId}
        and ${shoutouts.teacherId} = ${portfolios.userId} and ${shoutoutVisibleTo(viewer?.id)})))
  from ${portfolios}
  where ${portfolios.id} in (${cookings.mention1}, ${cookings.mention2}, ${cookings.mention3})
    and ${personShown(viewer?.id ?? null, portfolios.userId)})`;

type Relations = Note['cooking_relations'];

/** The note's lab relations when `viewer` owns the note, else none. */
const relationsFor = (viewer: Viewer): SQL<Relations> =>
  viewer
    ? sql<Relations>`coalesce((
  select json_agg(json_build_object('id', ${ctRelations.id}, 'uuid', ${ctRelations.uuid},
    'technique', ${ctRelations.techniqueId}, 'technique_uuid', ${techniques.uuid}) order by ${ctRelations.id})
  from ${ctRelations} join ${techniques} on ${techniques.id} = ${ctRelations.techniqueId}
  where ${ctRelations.cookingId} = ${cookings.id} and ${cookings.userId} = ${viewer.id}), '[]')`
    : sql<Relations>`'[]'::json`;

/** The note's tagged teachers whom `viewer` may see. */
const taggedFor = (viewer: Viewer) => sql<Note['taggedteachers']>`coalesce((
  select json_agg(json_build_object('id', ${taggedTeachers.id}, 'uuid', ${taggedTeachers.uuid},
    'shareidobj', json_build_object('id', ${taggedTeachers.portfolioId}),
    'username', "teacher"."username", 'artist_name', "teacher"."artist_name",
    'idea', ${taggedTeachers.idea}, 'at', ${taggedTeachers.at}) order by ${taggedTeachers.id})
  from ${taggedTeachers} join ${portfolios} "teacher" on "teacher"."id" = ${taggedTeachers.portfolioId}
  where ${taggedTeachers.cookingId} = ${cookings.id}
    and ${personShown(viewer?.id ?? null, sql`"teacher"."user_id"`)}), '[]')`;

/** The note author's portfolio (at most one per user), joined once for its name and photo. */
const author = alias(portfolios, 'author');

/**
 * Notes with their read shape as `viewer` (null for a guest) may read it, and `extra` columns;
 * callers add where, order and limit.
 */
export const selectNotes = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  viewer: Viewer,
  extra?: Extra,
) =>
  db
    .select({
      ...(extra as Extra),
      note: cookings,
      username: users.username,
      photo: author.photo,
      artistName: author.artistName,
      mentioned: mentioned(viewer),
      relations: relationsFor(viewer),
      tagged: taggedFor(viewer),
    })
    .from(cookings)
    .innerJoin(users, eq(users.id, cookings.userId))
    .leftJoin(author, eq(author.userId, cookings.userId))
    .$dynamic();

type SelectedNote = Awaited<ReturnType<typeof selectNotes>>[number];

const mention = (a: Artist): Mention => ({
  id: a.id,
  uuid: a.shoutout?.uuid ?? null,
  s_teacher_name: a.shoutout?.name ?? a.name,
  s_photo: a.shoutout ? mediaUrl('mini', a.shoutout.image) : miniPhoto(a.photo),
  teacher: { username: a.username, artist_metadata: { thumb: miniPhoto(a.photo) } },
});

/** The mention in column `id`'s place: null when the column is empty or its artist is gone. */
const toMention = (artists: Artist[] | null, id: number | null): Mention | null => {
  const found = id === null ? undefined : artists?.find((a) => a.id === id);
  return found ? mention(found) : null;
};

export const toNote = (row: SelectedNote): Note => ({
  id: row.note.id,
  uuid: row.note.uuid,
  username: row.username,
  artist_name: row.artistName ?? '',
  video: row.note.video,
  thumbjs: thumbnailUrl(youtubeId(row.note.video) ?? ''),
  lesson: row.note.lesson,
  access: row.note.access as Access,
  profile_photo: miniPhoto(row.photo),
  created: row.note.createdAt.toISOString(),
  mention1: toMention(row.mentioned, row.note.mention1),
  mention2: toMention(row.mentioned, row.note.mention2),
  mention3: toMention(row.mentioned, row.note.mention3),
  workshop: row.note.workshop,
  cooking_relations: row.relations,
  taggedteachers: row.tagged,
  hidden: row.note.hiddenAt !== null,
});
