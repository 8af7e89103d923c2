/**
 * What people add to a shoutout: love (one per user) and comments from anyone who may see it, and
 * personal messages between its author and its tagged artist only. Lists are newest first; only a
 * row's author deletes it.
 */

import { and, eq, or } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { authorThumb, selectAuthored } from '../../db/authors';
import { insertOnce } from '../../db/insert-once';
import { shoutoutComments, shoutoutLoves, shoutoutMessages } from '../../db/schema';
import { rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound, unauthenticated } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { byRef } from '../../http/refs';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { notifyReply } from './shoutout-notifications';
import { readShoutout, refuseBlockedArtists } from './shoutouts.service';

const REPLIES = {
  love: { table: shoutoutLoves, words: null, field: 'shareidobj' },
  comment: { table: shoutoutComments, words: 'comment', field: 'shareidobj' },
  message: { table: shoutoutMessages, words: 'message', field: 'shareid' },
} as const;
export type ReplyKind = keyof typeof REPLIES;
type Table = (typeof REPLIES)[ReplyKind]['table'];
type Row = typeof shoutoutLoves.$inferSelect & { comment?: string; message?: string };

/** The live topic of a kind's replies: messages are for the shoutout's two artists only. */
const topicOf = (kind: ReplyKind, uuid: string) =>
  kind === 'message' ? liveTopic.shoutoutMessages(uuid) : liveTopic.shoutout(uuid);

/** The shoutout `viewer` may see, and for messages, only as one of its two artists. */
async function shoutoutFor(deps: Deps, viewer: AuthUser | null, kind: ReplyKind, ref: Ref) {
  if (kind === 'message' && !viewer) throw unauthenticated();
  const { shoutout } = await readShoutout(deps, viewer, ref);
  if (kind === 'message' && viewer?.id !== shoutout.userId && viewer?.id !== shoutout.teacherId)
    throw forbidden();
  return shoutout;
}

const selectReplies = (deps: Deps, table: Table) => selectAuthored(deps.db, table, { row: table });

function toReply(kind: ReplyKind, { row, ...author }: { row: Row; username: string; photo: string | null }) {
  const { words, field } = REPLIES[kind];
  return {
    id: row.id,
    uuid: row.uuid,
    ...authorThumb(author),
    created: row.createdAt.toISOString(),
    [field]: row.shoutoutId,
    ...(words ? { [words]: row[words] } : {}),
  };
}

/**
 * One page of the shoutout's love, comments or messages (those by people shown to the viewer), and
 * their count; 404 when the shoutout is not theirs to see.
 */
export async function listReplies(
  deps: Deps,
  viewer: AuthUser | null,
  kind: ReplyKind,
  ref: Ref,
  page: Page,
) {
  const { table } = REPLIES[kind];
  const shoutout = await shoutoutFor(deps, viewer, kind, ref);
  const onShoutout = and(eq(table.shoutoutId, shoutout.id), rowShown(viewer?.id ?? null, table.userId));
  const bounded = keyset(table.id, page, onShoutout);
  const [rows, count] = await Promise.all([
    selectReplies(deps, table).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(deps.db, table.id, deps.db.select({ id: table.id }).from(table).where(onShoutout).$dynamic()),
  ]);
  return { rows: rows.map((row) => toReply(kind, row)), count };
}

/**
 * Adds love, a comment or a message; a repeat of the caller's uuid (or a second love) answers the
 * one made, and a block with either of its artists refuses it (403). The shoutout's artists hear of
 * the first of each kind from this user; of every message.
 */
export async function createReply(
  deps: Deps,
  user: AuthUser,
  kind: ReplyKind,
  input: { uuid?: string; ref: Ref; words?: string },
) {
  const { table, words } = REPLIES[kind];
  await refuseBlockedArtists(deps, user, input.ref);
  const shoutout = await shoutoutFor(deps, user, kind, input.ref);
  const values = {
    uuid: input.uuid,
    userId: user.id,
    shoutoutId: shoutout.id,
    ...(words ? { [words]: input.words } : {}),
  };
  const mine = and(eq(table.shoutoutId, shoutout.id), eq(table.userId, user.id));
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(table)
        .values(values as typeof shoutoutComments.$inferInsert)
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(table)
        .where(
          kind === 'love' ? or(eq(table.uuid, input.uuid ?? ''), mine) : eq(table.uuid, input.uuid ?? ''),
        ),
  );
  if (created) {
    await notifyReply(deps, user, shoutout, kind);
    await publishLive(deps.db, topicOf(kind, shoutout.uuid));
  }
  const [shown] = await selectReplies(deps, table).where(eq(table.id, row.id));
  if (!shown) throw notFound();
  return { reply: toReply(kind, shown), created };
}

/** Only its author deletes a reply: 404 when it is missing or its shoutout hidden, 403 when not theirs. */
export async function deleteReply(deps: Deps, user: AuthUser, kind: ReplyKind, ref: Ref): Promise<void> {
  const { table } = REPLIES[kind];
  const [row] = await deps.db.select().from(table).where(byRef(table, ref));
  if (!row) throw notFound();
  const shoutout = await shoutoutFor(deps, user, kind, row.shoutoutId);
  if (row.userId !== user.id) throw forbidden();
  await deps.db.delete(table).where(eq(table.id, row.id));
  await publishLive(deps.db, topicOf(kind, shoutout.uuid));
}
