/**
 * A battle's matches and judges as the API's Bracket shows them, read in one statement: spectators
 * read it every few seconds. A match shows who voted in its current voting round, never what, and
 * the counts of each finished voting round. Members and judges not shown to the viewer are left out.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Bracket, Match, Person } from '../../../shared/schemas/battles';
import type { Db } from '../../db/client';
import { personShown } from '../../db/visibility';

/** A person as JSON: `who` is the alias of a users row joined to its portfolio as `p`. */
const personJson = (who: string) =>
  sql.raw(
    `json_build_object('username', ${who}.username, 'artist_name', coalesce(p.artist_name, ${who}.username))`,
  );

/** The entrant in `column` of match `m` as a Side, or null. */
const side = (column: 'left_entrant' | 'right_entrant', viewer: number | null) => sql`(
  select json_build_object('entrant', e.id, 'name', e.name, 'seed', e.seed, 'members', (
    select coalesce(json_agg(${personJson('u')} order by lower(u.username)), '[]'::json)
    from battle_members bm join users u on u.id = bm.user_id left join portfolios p on p.user_id = bm.user_id
    where bm.entrant_id = e.id and ${personShown(viewer, sql`bm.user_id`)}))
  from battle_entrants e where e.id = m.${sql.raw(column)})`;

const votesIn = sql`(
  select coalesce(json_agg(u.username order by v.created_at), '[]'::json)
  from battle_votes v join users u on u.id = v.user_id
  where v.match_id = m.id and v.voting_round = m.voting_round)`;

/** The counts of each finished voting round: those before the current one, and the last once decided. */
const tallies = sql`(
  select coalesce(json_agg(json_build_object('round', t.voting_round, 'left', t.lefts, 'right', t.rights, 'tie', t.ties)
    order by t.voting_round), '[]'::json)
  from (select v.voting_round,
      count(*) filter (where v.vote = 'left') as lefts,
      count(*) filter (where v.vote = 'right') as rights,
      count(*) filter (where v.vote = 'tie') as ties
    from battle_votes v
    where v.match_id = m.id and (v.voting_round < m.voting_round or m.status = 'decided')
    group by v.voting_round) t)`;

const matchJson = (viewer: number | null) => sql`json_build_object(
  'id', m.id, 'round', m.round, 'position', m.position, 'third_place', m.third_place,
  'left', ${side('left_entrant', viewer)}, 'right', ${side('right_entrant', viewer)},
  'status', m.status, 'voting_round', m.voting_round, 'votes_in', ${votesIn}, 'tallies', ${tallies},
  'winner', m.winner, 'corrected', exists (select 1 from battle_corrections c where c.match_id = m.id))`;

/** The matches of `where` (over `battle_matches m`) as `viewer` sees them, by round and position. */
const matchesWhere = (where: SQL, viewer: number | null) => sql`(
  select coalesce(json_agg(${matchJson(viewer)} order by m.round, m.position), '[]'::json)
  from battle_matches m where ${where})`;

const judgesOf = (eventId: number, viewer: number | null) => sql`(
  select coalesce(json_agg(${personJson('u')} order by g.position), '[]'::json)
  from event_guests g join users u on u.id = g.user_id left join portfolios p on p.user_id = g.user_id
  where g.event_id = ${eventId} and g.role = 'judge' and ${personShown(viewer, sql`g.user_id`)})`;

type Parts = Pick<Bracket, 'size' | 'judges' | 'rounds'>;

/** Groups matches in order of round into the rounds; the size is twice the first round's matches. */
function toRounds(matches: Match[]): Parts['rounds'] {
  const rounds: Parts['rounds'] = [];
  for (const match of matches) {
    const last = rounds.at(-1);
    if (last?.round === match.round) last.matches.push(match);
    else rounds.push({ round: match.round, matches: [match] });
  }
  return rounds;
}

/** The bracket's size, judges and rounds of battle `battleId` of event `eventId`, in one statement. */
export async function readRounds(
  db: Db,
  battleId: number,
  eventId: number,
  viewer: number | null,
): Promise<Parts> {
  const result = await db.execute(
    sql`select ${matchesWhere(sql`m.battle_id = ${battleId}`, viewer)} as matches, ${judgesOf(eventId, viewer)} as judges`,
  );
  const [row] = (result as unknown as { rows: { matches: Match[]; judges: Person[] }[] }).rows;
  const rounds = toRounds(row?.matches ?? []);
  const first = rounds[0]?.matches.length;
  return { size: first ? first * 2 : null, judges: row?.judges ?? [], rounds };
}

/** One match as `viewer` sees it (the answer of a start, a vote's replay or a correction). */
export async function readMatch(db: Db, matchId: number, viewer: number | null): Promise<Match> {
  const result = await db.execute(sql`select ${matchesWhere(sql`m.id = ${matchId}`, viewer)} as matches`);
  const [row] = (result as unknown as { rows: { matches: Match[] }[] }).rows;
  return row?.matches[0] as Match;
}
