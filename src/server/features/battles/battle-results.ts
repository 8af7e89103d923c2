/**
 * An artist's battle results (issue 29, "Results last"), for their portfolio: one per battle whose
 * final is decided and which they reached the bracket of, in events the viewer may see (the events'
 * own rule), newest event first. The placement comes from the entrant's last decided match: the final
 * (1 or 2), the match for third place (3 or 4), else the round they lost in (Top 4, Top 8...).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { BattleResult } from '../../../shared/schemas/battles';
import type { Deps } from '../../deps';
import { COUNT_CAP, type Page } from '../../http/paging';
import { eventShownTo } from '../events/event-shape';

/** The results of the artist `artist` (a user id, or a column of an outer query) shown to `viewer`. */
const resultsOf = (viewer: number | null, artist: number | SQL) => sql`
  select b.id as battle, b.category, b.style, b.format,
    events.uuid as event_uuid, events.title as event_title, events.starts_at,
    case when last.third_place then (case when last.won then 3 else 4 end)
      when last.round = f.round then (case when last.won then 1 else 2 end) end as place,
    case when last.third_place then 4
      else power(2, f.round - last.round + (case when last.won then 0 else 1 end))::int end as top
  from battle_members bm
  join event_battles b on b.id = bm.battle_id
  join events on events.id = b.event_id
  join battle_matches f on f.battle_id = b.id and not f.third_place and f.status = 'decided'
    and f.round = (select max(x.round) from battle_matches x where x.battle_id = b.id)
  join lateral (
    select m.round, m.third_place,
      bm.entrant_id = (case m.winner when 'left' then m.left_entrant else m.right_entrant end) as won
    from battle_matches m
    where m.battle_id = b.id and m.status = 'decided' and bm.entrant_id in (m.left_entrant, m.right_entrant)
    order by m.third_place desc, m.round desc
    limit 1
  ) last on last.third_place or last.round = f.round or not last.won
  where bm.user_id = ${artist} and ${eventShownTo(viewer)}`;

/** A row `r` of resultsOf as the API's BattleResult (its start as Date.toISOString writes it). */
const resultJson = sql`json_build_object('battle', r.battle, 'place', r.place, 'top', r.top,
  'category', r.category, 'style', r.style, 'format', r.format,
  'event', json_build_object('uuid', r.event_uuid, 'title', r.event_title,
    'starts_at', to_char(r.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`;

/** The latest battle the artist in `artist` won, shown to `viewer`, as JSON: a column for their portfolio's read. */
export const latestWin = (viewer: number | null, artist: SQL) =>
  sql<BattleResult | null>`(select ${resultJson} from (${resultsOf(viewer, artist)}) r
    where r.place = 1 order by r.starts_at desc, r.battle desc limit 1)`;

/**
 * The results of the artist in `artist` in the battles of the event in `event` (columns of an outer
 * query; none when it is null), shown to `viewer`, newest first, as a JSON array: a journey's column.
 */
export const resultsAt = (viewer: number | null, artist: SQL, event: SQL) =>
  sql<BattleResult[]>`(case when ${event} is null then '[]'::json else (
    select coalesce(json_agg(${resultJson} order by r.starts_at desc, r.battle desc), '[]'::json)
    from (${resultsOf(viewer, artist)}) r
    where r.battle in (select x.id from event_battles x where x.event_id = ${event})) end)`;

/** Where a page starts: after (or, going back, before) the result of battle `cursor`, by event start. */
function bounds(page: Page) {
  const cursor = page.before ?? page.after;
  const back = page.before !== undefined;
  const at = sql`(select e.starts_at, c.id from event_battles c join events e on e.id = c.event_id where c.id = ${cursor ?? 0})`;
  const where =
    cursor === undefined
      ? sql`true`
      : back
        ? sql`(r.starts_at, r.battle) > ${at}`
        : sql`(r.starts_at, r.battle) < ${at}`;
  const order = (alias: string) =>
    sql.raw(
      back ? `${alias}.starts_at asc, ${alias}.battle asc` : `${alias}.starts_at desc, ${alias}.battle desc`,
    );
  return { where, order };
}

/** One page of the results of `userId` shown to `viewer`, newest first, and their count, in one statement. */
export async function listResults(deps: Deps, viewer: number | null, userId: number, page: Page) {
  const { where, order } = bounds(page);
  const result = await deps.db.execute(sql`
    with r as (${resultsOf(viewer, userId)}),
    total as (select count(*)::int as n from (select 1 from r limit ${COUNT_CAP}) capped)
    select total.n as count, p.result from total left join lateral (
      select ${resultJson} as result, r.starts_at, r.battle from r
      where ${where} order by ${order('r')} limit ${page.limit + 1}
    ) p on true order by ${order('p')}`);
  const rows = (result as unknown as { rows: { count: number; result: BattleResult | null }[] }).rows;
  return {
    rows: rows.flatMap((row) => (row.result ? [row.result] : [])),
    count: rows[0]?.count ?? 0,
  };
}
