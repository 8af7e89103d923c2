/**
 * Reads published labs with everything their wire shape needs in one query: the owner's name and
 * artist portfolio, the subscription (left join: a lab has none until the owner creates it) and the
 * count of published videos. `listedTo` is the one visibility rule every lab read filters by.
 *
 * Beyond it (issue 27), a suspended owner's labs are hidden from everyone but them, and a lab across a
 * block is not found, except by a viewer who bought it: a block never takes back what was paid for,
 * so a buyer keeps the lab's page and its videos for their period (the lab room, a conversation with
 * its owner, is refused: lab-room.service.ts).
 */

import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Ref } from '../../../shared/schemas/fields';
import {
  CURRENCY,
  formatCents,
  type PlabSub,
  type PublishedLab,
} from '../../../shared/schemas/published-labs';
import { miniPhoto } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import { ctRelations, labPurchases, plabSubs, portfolios, publishedLabs, users } from '../../db/schema';
import { blockedBetween, notSuspended, personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo } from '../../http/paging';
import { byRef } from '../../http/refs';
import type { PlabSubRow } from './lab-access';

const videoCount = sql<number>`(select count(*) from ${ctRelations}
  where ${ctRelations.techniqueId} = ${publishedLabs.labId} and ${ctRelations.publish})`.mapWith(Number);

/** Published labs with their read shape (and `extra` columns); callers add where, order and limit. */
export const selectPublishedLabs = <Extra extends SelectedFields>(db: Db, extra?: Extra) =>
  db
    .select({
      ...(extra as Extra),
      lab: publishedLabs,
      sub: plabSubs,
      username: users.username,
      artistName: portfolios.artistName,
      photo: portfolios.photo,
      videoCount,
    })
    .from(publishedLabs)
    .innerJoin(users, eq(users.id, publishedLabs.userId))
    .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
    .leftJoin(portfolios, eq(portfolios.userId, publishedLabs.userId))
    .$dynamic();

export type SelectedPublishedLab = Awaited<ReturnType<typeof selectPublishedLabs>>[number];

/** How many published labs pass `where` (with the same joins as the read), counted up to the cap. */
export const countPublishedLabs = (db: Db, where?: SQL) =>
  countUpTo(
    db,
    publishedLabs.id,
    db
      .select({ id: publishedLabs.id })
      .from(publishedLabs)
      .innerJoin(users, eq(users.id, publishedLabs.userId))
      .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
      .where(where)
      .$dynamic(),
  );

/** Labs with an active subscription: the ones everyone may see. */
export const listed: SQL = eq(plabSubs.isActive, true);

/** The viewer has bought or joined the lab (a paid purchase, over or not). */
const bought = (viewer: AuthUser): SQL =>
  sql`exists (select 1 from ${labPurchases}
    where ${labPurchases.plabId} = ${publishedLabs.id} and ${labPurchases.userId} = ${viewer.id}
    and ${labPurchases.status} = 'paid')`;

/** The labs whose owner the viewer may see, or, across a block, that the viewer bought. */
export const ownerShownTo = (viewer: AuthUser | null): SQL =>
  viewer
    ? (or(
        personShown(viewer.id, publishedLabs.userId),
        and(notSuspended(publishedLabs.userId), bought(viewer)),
      ) as SQL)
    : notSuspended(publishedLabs.userId);

/**
 * Listed labs for everyone; the owner also sees theirs without a subscription, and a buyer the
 * closed labs (their owner deleted their account) they bought: their record of it.
 */
export const listedTo = (viewer: AuthUser | null): SQL =>
  and(
    ownerShownTo(viewer),
    viewer
      ? or(
          listed,
          eq(publishedLabs.userId, viewer.id),
          and(isNotNull(publishedLabs.closedAt), bought(viewer)),
        )
      : listed,
  ) as SQL;

/**
 * The lab when the viewer may see it, and whether a block lies between them and its owner; 404
 * otherwise (an unlisted lab does not leak).
 */
export async function visiblePublishedLab(deps: Deps, viewer: AuthUser | null, ref: Ref) {
  const blocked = viewer ? blockedBetween(viewer.id, publishedLabs.userId) : sql`false`;
  const [row] = await selectPublishedLabs(deps.db, { blocked: blocked.mapWith(Boolean) }).where(
    and(byRef(publishedLabs, ref), listedTo(viewer)),
  );
  if (!row) throw notFound();
  return row;
}

export const toPlabSub = (sub: PlabSubRow, username: string): PlabSub => ({
  id: sub.id,
  uuid: sub.uuid,
  username,
  price: formatCents(sub.priceCents),
  currency: CURRENCY,
  subscription_period: sub.periodDays,
  is_active: sub.isActive,
  created: sub.createdAt.toISOString(),
  plab: sub.plabId,
});

export const toPublishedLab = (row: SelectedPublishedLab): PublishedLab => ({
  id: row.lab.id,
  uuid: row.lab.uuid,
  name: row.lab.name,
  about: row.lab.about,
  username: row.username,
  lab: row.lab.labId,
  created: row.lab.createdAt.toISOString(),
  artist: { name: row.artistName ?? row.username, thumb: miniPhoto(row.photo) },
  subscription: row.sub && toPlabSub(row.sub, row.username),
  video_count: row.videoCount,
});
