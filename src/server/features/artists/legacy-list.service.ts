/**
 * The legacy A-Z directory (`/artist/portfolios/legacy/list/`): every portfolio the viewer may see,
 * and every artist named in a shoutout who has no account yet (once per name, any case, and not when
 * a portfolio has that artist name), A to Z by name. Its cursor is a place in that order, not a row
 * id: `after=40` is the page that starts with the 41st name. A name without an account has no
 * username (`teacher` is '') and, for an id, the negative id of the first shoutout that names it.
 */
import { sql } from 'drizzle-orm';
import type { LegacyArtist } from '../../../shared/schemas/artists';
import { portfolios, shoutouts } from '../../db/schema';
import { personShown, rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { COUNT_CAP, type Page } from '../../http/paging';
import { toLegacyArtist } from './portfolio-shape';

type Named = {
  id: number;
  name: string;
  photo: string | null;
  username: string;
  position: number;
  total: number;
};

/** One page of the directory for `viewer` (null for a guest), each entry with its place in the order. */
export async function listLegacyArtists(deps: Deps, viewer: Pick<AuthUser, 'id'> | null, page: Page) {
  const viewerId = viewer?.id ?? null;
  const named = sql`
    select ${portfolios.id} as "id", ${portfolios.artistName} as "name", ${portfolios.photo} as "photo",
      ${portfolios.username} as "username"
    from ${portfolios} where ${personShown(viewerId, portfolios.userId)}
    union all
    select -min(${shoutouts.id}), min(${shoutouts.teacherName}), null, ''
    from ${shoutouts}
    where ${shoutouts.teacherId} is null and ${shoutouts.status} = 'approved'
      and ${rowShown(viewerId, shoutouts.userId, shoutouts.hiddenAt)}
      and not exists (select 1 from ${portfolios} "same"
        where lower("same"."artist_name") = lower(${shoutouts.teacherName}))
    group by lower(${shoutouts.teacherName})`;
  const window =
    page.before !== undefined
      ? sql`"position" < ${page.before} order by "position" desc`
      : sql`"position" > ${page.after ?? 0} order by "position"`;
  // The count comes with the page, and alone when the page is past the end.
  const result = await deps.db.execute(sql`
    with "named" as (${named}),
    "ranked" as (
      select *, (row_number() over (order by lower("name"), "id"))::int as "position" from "named"
    )
    select "page".*, "all"."total" from (select count(*)::int as "total" from "named") "all"
    left join lateral (select * from "ranked" where ${window} limit ${page.limit + 1}) "page" on true`);
  const rows = (result as unknown as { rows: (Named | Pick<Named, 'total'>)[] }).rows;
  const count = Math.min(rows[0]?.total ?? 0, COUNT_CAP);
  return { rows: rows.filter((row): row is Named => 'id' in row && row.id !== null).map(toEntry), count };
}

/** An entry, with its place in the order (the page's cursor, not part of the entry). */
const toEntry = (row: Named): { entry: LegacyArtist; position: number } => ({
  entry:
    row.id > 0
      ? toLegacyArtist({ id: row.id, artistName: row.name, photo: row.photo, username: row.username })
      : { id: row.id, s_teacher_name: row.name, image_mini: null, teacher: '' },
  position: row.position,
});
