/**
 * Reads video notes with everything their wire shape needs in one query: the author's name and
 * photo, the mentioned artists, and the note's lab relations and tagged teachers as JSON.
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Access,
  type Cooking,
  type Mention,
  thumbnailUrl,
  youtubeId,
} from '../../../shared/schemas/cooking';
import type { Db } from '../../db/client';
import { cookings, ctRelations, portfolios, taggedTeachers, users } from '../../db/schema';
import { miniPhoto } from './artists';

const author = alias(portfolios, 'author');
const mentioned = [
  alias(portfolios, 'mention1'),
  alias(portfolios, 'mention2'),
  alias(portfolios, 'mention3'),
] as const;

const relations = sql<Cooking['cooking_relations']>`coalesce((
  select json_agg(json_build_object('id', ${ctRelations.id}, 'uuid', ${ctRelations.uuid},
    'technique', ${ctRelations.techniqueId}) order by ${ctRelations.id})
  from ${ctRelations} where ${ctRelations.cookingId} = ${cookings.id}), '[]')`;

const tagged = sql<Cooking['taggedteachers']>`coalesce((
  select json_agg(json_build_object('id', ${taggedTeachers.id}, 'uuid', ${taggedTeachers.uuid},
    'shareidobj', json_build_object('id', ${taggedTeachers.portfolioId})) order by ${taggedTeachers.id})
  from ${taggedTeachers} where ${taggedTeachers.cookingId} = ${cookings.id}), '[]')`;

/** Notes with their read shape's joins; callers add where, order and limit. */
export const selectCookings = (db: Db) =>
  db
    .select({
      note: cookings,
      username: users.username,
      photo: author.photo,
      mention1: mentioned[0],
      mention2: mentioned[1],
      mention3: mentioned[2],
      relations,
      tagged,
    })
    .from(cookings)
    .innerJoin(users, eq(users.id, cookings.userId))
    .leftJoin(author, eq(author.userId, cookings.userId))
    .leftJoin(mentioned[0], eq(mentioned[0].id, cookings.mention1))
    .leftJoin(mentioned[1], eq(mentioned[1].id, cookings.mention2))
    .leftJoin(mentioned[2], eq(mentioned[2].id, cookings.mention3))
    .$dynamic();

type SelectedCooking = Awaited<ReturnType<typeof selectCookings>>[number];
type Artist = SelectedCooking['mention1'];

const toMention = (a: Artist): Mention | null =>
  a && {
    id: a.id,
    s_teacher_name: a.artistName,
    s_photo: miniPhoto(a.photo),
    teacher: { username: a.username, artist_metadata: { thumb: miniPhoto(a.photo) } },
  };

export const toCooking = (row: SelectedCooking): Cooking => ({
  id: row.note.id,
  uuid: row.note.uuid,
  username: row.username,
  video: row.note.video,
  thumbjs: thumbnailUrl(youtubeId(row.note.video) ?? ''),
  lesson: row.note.lesson,
  access: row.note.access as Access,
  profile_photo: miniPhoto(row.photo),
  created: row.note.createdAt.toISOString(),
  mention1: toMention(row.mention1),
  mention2: toMention(row.mention2),
  mention3: toMention(row.mention3),
  workshop: row.note.workshop,
  cooking_relations: row.relations,
  taggedteachers: row.tagged,
});
