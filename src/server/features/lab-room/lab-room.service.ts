/**
 * A published lab's room: its members (the owner, then users whose purchase or join is active) and
 * their chat. Members only: guests 401, other users 403, a lab the viewer cannot see 404. A buyer and
 * the owner with a block between them are kept apart (403, worded the same either way: the buyer
 * keeps the lab's videos, not the conversation); members and messages the viewer may not see (a
 * suspended author, a block, a hidden message not theirs) are left out (db/visibility.ts).
 */

import { and, eq, min, ne } from 'drizzle-orm';
import { blockMsg } from '../../../shared/schemas/blocks';
import type { Ref } from '../../../shared/schemas/fields';
import type { LabChatInput, LabChatMessage, LabMember } from '../../../shared/schemas/lab-room';
import { labMessages } from '../../../shared/schemas/published-labs';
import { miniPhoto } from '../../../shared/schemas/uploads';
import { authorThumb, selectAuthored } from '../../db/authors';
import { insertOnce } from '../../db/insert-once';
import { labPurchases, labroomMessages, portfolios, users } from '../../db/schema';
import { personShown, rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { activePurchasesOf, isMember } from '../published-labs/lab-access';
import { notifyLabComment } from '../published-labs/lab-notifications';
import { visiblePublishedLab } from '../published-labs/published-lab-shape';

/** The room as `viewer` may enter it: 404 for a lab they cannot see, 401 for a guest, 403 for a non-member. */
export async function readRoom(deps: Deps, viewer: AuthUser | null, ref: Ref) {
  const row = await visiblePublishedLab(deps, viewer, ref);
  if (!viewer) throw new HttpError(401, { detail: labMessages.membersOnly });
  if (!(await isMember(deps, viewer, row.lab))) throw forbidden(labMessages.membersOnly);
  if (row.blocked) throw forbidden(blockMsg.refused);
  return { ...row, viewer };
}

/** The owner first, then active members in the order they joined. */
export async function listMembers(deps: Deps, viewer: AuthUser | null, ref: Ref) {
  const row = await readRoom(deps, viewer, ref);
  const joined = min(labPurchases.paidAt);
  const members = await selectAuthored(deps.db, labPurchases, { joined })
    .where(
      and(
        activePurchasesOf(deps, row.lab.id),
        ne(labPurchases.userId, row.lab.userId),
        personShown(row.viewer.id, labPurchases.userId),
      ),
    )
    .groupBy(users.id, users.username, portfolios.artistName, portfolios.photo)
    .orderBy(joined, users.id);
  const results: LabMember[] = [
    {
      username: row.username,
      artist_name: row.artistName,
      thumb: miniPhoto(row.photo),
      role: 'owner',
      joined: row.lab.createdAt.toISOString(),
    },
    ...members.map(
      (m): LabMember => ({
        username: m.username,
        artist_name: m.name,
        thumb: miniPhoto(m.photo),
        role: 'member',
        joined: (m.joined ?? row.lab.createdAt).toISOString(),
      }),
    ),
  ];
  return { count: results.length, next: null, previous: null, results };
}

const selectMessages = (deps: Deps) => selectAuthored(deps.db, labroomMessages, { message: labroomMessages });

type SelectedMessage = Awaited<ReturnType<typeof selectMessages>>[number];

const toMessage = (row: SelectedMessage): LabChatMessage => ({
  id: row.message.id,
  uuid: row.message.uuid,
  ...authorThumb(row),
  comment: row.message.comment,
  plab: row.message.plabId,
  created: row.message.createdAt.toISOString(),
  hidden: row.message.hiddenAt !== null,
});

/** One page of the room's chat, newest first, and its count. */
export async function listChat(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  const row = await readRoom(deps, viewer, ref);
  const where = and(
    eq(labroomMessages.plabId, row.lab.id),
    rowShown(row.viewer.id, labroomMessages.userId, labroomMessages.hiddenAt),
  );
  const bounded = keyset(labroomMessages.id, page, where);
  const [rows, count] = await Promise.all([
    selectMessages(deps).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      labroomMessages.id,
      deps.db.select({ id: labroomMessages.id }).from(labroomMessages).where(where).$dynamic(),
    ),
  ]);
  return { rows: rows.map(toMessage), count };
}

/**
 * Posts a member's message, notifies the room (lab-notifications.ts) and tells its open pages; a
 * repeat of the client's uuid answers the message already posted and notifies nobody again.
 */
export async function postChat(deps: Deps, user: AuthUser, input: LabChatInput) {
  const lab = await readRoom(deps, user, input.plab);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(labroomMessages)
        .values({ uuid: input.uuid, userId: user.id, plabId: lab.lab.id, comment: input.comment })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(labroomMessages)
        .where(eq(labroomMessages.uuid, input.uuid ?? '')),
  );
  if (created) {
    await notifyLabComment(deps, row);
    await publishLive(deps.db, liveTopic.room(lab.lab.uuid));
  }
  const [message] = await selectMessages(deps).where(eq(labroomMessages.id, row.id));
  if (!message) throw notFound();
  return { message: toMessage(message), created };
}
