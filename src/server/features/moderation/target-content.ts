/**
 * What the moderators' queue shows of a reported target, one entry per target type: its words (cut
 * to 500 characters), an image (poster, cover or photo), a note's video link, and its page in the
 * app. Read for a page of groups in one query per type present (targets.ts names the rows).
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportGroup, ReportTarget } from '../../../shared/schemas/reports';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { usernameOf } from '../../db/download';
import {
  comments,
  cookings,
  events,
  journeys,
  labroomMessages,
  portfolios,
  publishedLabs,
  shoutouts,
  workshops,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { TARGETS } from '../reports/targets';

type Source = { words: AnyPgColumn[]; image?: AnyPgColumn; video?: AnyPgColumn; page: SQL<string> };

const TEXT_LIMIT = 500;
const NONE = sql<string | null>`null`;

/** The page at `path` followed by `tail` (a uuid or a username). */
const page = (path: string, tail: AnyPgColumn | SQL) => sql<string>`${path}::text || ${tail}`;

const uuidOf = (table: typeof cookings | typeof publishedLabs, id: AnyPgColumn) =>
  sql`(select ${table.uuid} from ${table} where ${table.id} = ${id})`;

const SOURCES: Record<ReportTarget, Source> = {
  note: { words: [cookings.lesson], video: cookings.video, page: page('/whatiscooking/', cookings.uuid) },
  comment: { words: [comments.comment], page: page('/whatiscooking/', uuidOf(cookings, comments.cookingId)) },
  shoutout: {
    words: [shoutouts.appreciation, shoutouts.learnings],
    image: shoutouts.image,
    page: page('/e1t1/', shoutouts.uuid),
  },
  journey: {
    words: [journeys.title, journeys.content],
    image: journeys.photo1,
    page: page('/', sql`${usernameOf(journeys.userId)} || '/journey'`),
  },
  workshop: {
    words: [workshops.title, workshops.content],
    image: workshops.poster,
    page: page('/workshops/', workshops.uuid),
  },
  event: { words: [events.title, events.content], image: events.poster, page: page('/events/', events.uuid) },
  room_message: {
    words: [labroomMessages.comment],
    page: page('/publishedlabs/', uuidOf(publishedLabs, labroomMessages.plabId)),
  },
  artist: {
    words: [portfolios.artistName, portfolios.bio],
    image: portfolios.photo,
    page: page('/', portfolios.username),
  },
};

/** The non-empty words, a blank line between them, cut to TEXT_LIMIT characters. */
const excerpt = (words: AnyPgColumn[]) =>
  sql<string>`left(concat_ws(${'\n\n'}::text, ${sql.join(
    words.map((word) => sql`nullif(${word}, '')`),
    sql`, `,
  )}), ${TEXT_LIMIT})`;

export type Shown = { content: NonNullable<ReportGroup['content']>; hidden: boolean };

/** The content of the targets of `type` with these keys, by key; a deleted target is missing. */
export async function readContent(
  deps: Deps,
  type: ReportTarget,
  keys: string[],
): Promise<Map<string, Shown>> {
  const target = TARGETS[type];
  const source = SOURCES[type];
  const rows = await deps.db
    .select({
      key: sql<string>`${target.key}`,
      text: excerpt(source.words),
      image: source.image ? sql<string | null>`nullif(${source.image}, '')` : NONE,
      video: source.video ? sql<string | null>`${source.video}` : NONE,
      url: source.page,
      hidden: target.hidden ? sql<boolean>`${target.hidden} is not null` : sql<boolean>`false`,
    })
    .from(target.table)
    .where(inArray(target.key, keys));
  return new Map(
    rows.map(({ key, hidden, image, ...content }) => [
      key,
      { content: { ...content, image: image && mediaUrl('medium', image) }, hidden },
    ]),
  );
}
