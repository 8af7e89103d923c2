/**
 * Bulk seed for the API bench, in SQL (generate_series), so 200,000 notes take seconds on either
 * engine: `USERS` users with portfolios, notes of mixed access round-robin over them (1, 3 with a
 * mention, 5), and every tenth note tagging a teacher. Statistics are gathered after, as the server
 * does on PGlite and autovacuum does on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export const USERS = 20;

/** The rows of db.execute's answer (node-postgres and PGlite both put them under `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const CHUNK = 100_000;

/** Users bench0..bench{USERS-1} with portfolios; answers their user and portfolio ids in order. */
export async function seedUsers(db: Db) {
  await db.execute(sql`insert into users (username, email)
    select 'bench' || i, 'bench' || i || '@example.com' from generate_series(0, ${USERS - 1}) i`);
  await db.execute(sql`insert into portfolios (user_id, username, artist_name, country)
    select id, username, 'Bench ' || id, 'US' from users where username like 'bench%'`);
  const rows = await db.execute(sql`
    select u.id as user_id, p.id as portfolio_id from users u join portfolios p on p.user_id = u.id
    where u.username like 'bench%' order by substr(u.username, 6)::int`);
  const list = rowsOf<{ user_id: number; portfolio_id: number }>(rows);
  return { userIds: list.map((r) => r.user_id), portfolioIds: list.map((r) => r.portfolio_id) };
}

/** The bench users' and artists' ids as arrays, in bench number order. */
const bench = sql`bench as (
  select array_agg(u.id order by substr(u.username, 6)::int) as users,
         array_agg(p.id order by substr(u.username, 6)::int) as artists
  from users u join portfolios p on p.user_id = u.id where u.username like 'bench%')`;

/**
 * Adds notes numbered `from`..`to - 1`: note i belongs to user i % USERS, has access
 * [5, 5, 3, 5, 1][i % 5], mentions another user's artist when its access is 3 and in one public
 * note of ten, and one note of ten tags another user's artist as teacher (the artists vary along
 * the notes, so every one is mentioned and tagged).
 */
export async function seedNotes(db: Db, from: number, to: number) {
  const before = await db.execute(sql`select max(id) as max from cookings`);
  const last = rowsOf<{ max: number | null }>(before)[0]?.max ?? 0;
  for (let start = from; start < to; start += CHUNK) {
    const end = Math.min(start + CHUNK, to) - 1;
    await db.execute(sql`
      with ${bench}
      insert into cookings (user_id, uuid, video, lesson, access, mention1)
      select users[1 + i % ${USERS}], gen_random_uuid()::text, ${VIDEO}, 'Drill ' || i,
        (array[5, 5, 3, 5, 1])[1 + i % 5],
        case when i % 5 = 2 or i % 10 = 0 then artists[1 + (i + 1 + i / 100 % ${USERS - 1}) % ${USERS}] end
      from bench, generate_series(${start}::int, ${end}::int) i`);
  }
  await db.execute(sql`
      with ${bench}
      insert into tagged_teachers (user_id, uuid, cooking_id, portfolio_id)
      select c.user_id, gen_random_uuid()::text, c.id,
        artists[1 + (array_position(users, c.user_id) + c.id / 10 % ${USERS - 1}) % ${USERS}]
      from bench, cookings c where c.id > ${last} and c.id % 10 = 1`);
  await db.execute(sql`analyze`);
}
