/**
 * The workshop a journey or a shoutout names (issue 29), one way for both and for the workshops
 * feature: who may see a workshop, which one a writer may name (one they may see), and whether the
 * writer was checked in at its door: the attendance the journey or shoutout cites, which only the
 * organiser's scan or tick makes true.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NamedWorkshop } from '../../shared/schemas/workshop-door';
import { workshopMsg } from '../../shared/schemas/workshops';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { workshopGoing, workshops } from './schema';
import { taggedRowShown } from './visibility';

/** The workshops `viewerId` may see (a guest's: null); every read and list goes through it. */
export const workshopShownTo = (viewerId: number | null): SQL =>
  taggedRowShown(viewerId, workshops.userId, workshops.hiddenAt, workshops.teacherId);

/** The id of the workshop `uuid` names, one `userId` may see; null for none (''), else 400 on `workshop`. */
export async function namedWorkshopId(deps: Deps, userId: number, uuid: string): Promise<number | null> {
  if (uuid === '') return null;
  const [workshop] = await deps.db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.uuid, uuid), workshopShownTo(userId)));
  if (!workshop) throw fieldError('workshop', workshopMsg.unknownWorkshop);
  return workshop.id;
}

/** The columns of the joined workshop, with whether the writer in `writer` was checked in there. */
export const namedWorkshopColumns = (writer: AnyPgColumn) => ({
  uuid: workshops.uuid,
  title: workshops.title,
  attended: sql<boolean>`exists (select 1 from ${workshopGoing}
    where ${workshopGoing.workshopId} = ${workshops.id} and ${workshopGoing.userId} = ${writer}
    and ${workshopGoing.attendedAt} is not null)`,
});

/** The join of the workshop in `named`, as `viewerId` may see it. */
export const namedWorkshopJoin = (named: AnyPgColumn, viewerId: number | null) =>
  and(eq(workshops.id, named), workshopShownTo(viewerId)) as SQL;

/** The joined columns as the API's NamedWorkshop: null when none, or hidden from the reader. */
export const toNamedWorkshop = (
  row: { uuid: string | null; title: string | null; attended: boolean } | null,
) =>
  row?.uuid
    ? ({ uuid: row.uuid, title: row.title ?? '', attended: row.attended } satisfies NamedWorkshop)
    : null;
