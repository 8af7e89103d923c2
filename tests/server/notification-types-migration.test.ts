/**
 * Migration 0023 renumbers the notifications stored before one type meant one kind of happening:
 * workshops' rows move to their own context (10), and room requests, answers and changes of time or
 * place take their own types, so old notifications still lead to their page and read as what they
 * are. The rows are written on a database migrated up to the one before (0021), as they were then,
 * with SQL of their own (today's schema has columns that database does not).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import { NOTIFICATION_CONTEXT as C, NOTIFICATION_TYPE as T } from '../../src/shared/schemas/notifications';

const MIGRATIONS = join(import.meta.dirname, '../../src/server/db/migrations');
const FIRST_NEW = '0022_notification_types';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Inserts rows with SQL of their own, not the schema's: the schema of today has columns this older
 * database does not. Answers the rows' ids, in order.
 */
async function insert(db: PgliteDatabase, table: string, rows: Record<string, unknown>[]) {
  const ids: { id: number }[] = [];
  for (const row of rows) {
    const columns = Object.keys(row);
    const names = sql.raw(columns.map((column) => `"${column}"`).join(', '));
    const values = sql.join(
      columns.map((column) => sql`${row[column]}`),
      sql`, `,
    );
    const result = await db.execute<{ id: number }>(
      sql`insert into ${sql.identifier(table)} (${names}) values (${values}) returning id`,
    );
    ids.push(...result.rows);
  }
  return ids;
}

/** The migrations folder as it was before FIRST_NEW. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cypher-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === FIRST_NEW);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

it('gives the workshops and events notifications stored before it their context and type', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: migrationsBefore() });
    const [organiser, teacher, dancer] = await insert(
      db,
      'users',
      ['host', 'teacher', 'dancer'].map((username) => ({ username, email: `${username}@example.com` })),
    );
    if (!organiser || !teacher || !dancer) throw new Error('users not made');
    const [workshop] = await insert(db, 'workshops', [
      {
        user_id: organiser.id,
        uuid: randomUUID(),
        title: 'Popping Basics',
        poster: 'poster',
        start_date: '2030-12-06',
        starts_at: '2030-12-06T17:00:00Z',
        country: 'FR',
        uniqueurl: 'popping-basics',
      },
    ]);
    const [event] = await insert(db, 'events', [
      {
        user_id: organiser.id,
        uuid: randomUUID(),
        title: 'Freeze Jam',
        poster: 'poster',
        start_local: '2030-12-06T20:00',
        end_local: '2030-12-06T23:00',
        time_zone: 'Europe/Paris',
        starts_at: '2030-12-06T19:00:00Z',
        ends_at: '2030-12-06T22:00:00Z',
        country: 'FR',
      },
    ]);
    const ofWorkshop = { context: C.event, workshop_id: workshop?.id };
    const ofEvent = { context: C.event, event_id: event?.id };
    const old = (
      about: typeof ofWorkshop | typeof ofEvent | { context: number },
      type: number,
      template: string,
      recipientId: number,
      senderId: number,
    ) => ({ ...about, type, template, text: template, recipient_id: recipientId, sender_id: senderId });
    // Each row as 0018 and 0019 wrote it, and the context and type it should have now.
    const stored: [ReturnType<typeof old>, [number, number]][] = [
      [
        old(
          ofWorkshop,
          1,
          '{username} tagged you as the artist of the workshop {title}.',
          teacher.id,
          organiser.id,
        ),
        [C.workshop, T.tagged],
      ],
      [
        old(ofWorkshop, 1, '{username} asked to enter the room of {title}.', organiser.id, dancer.id),
        [C.workshop, T.roomRequest],
      ],
      [
        old(ofWorkshop, 4, 'You can enter the room of {title}.', dancer.id, organiser.id),
        [C.workshop, T.roomEntry],
      ],
      [
        old(ofWorkshop, 3, 'Your request to enter the room of {title} was refused.', dancer.id, organiser.id),
        [C.workshop, T.roomRefused],
      ],
      [
        old(ofWorkshop, 3, 'The time or venue of {title} changed.', dancer.id, organiser.id),
        [C.workshop, T.changed],
      ],
      [
        old(ofEvent, 1, '{username} tagged you as a guest of {title}.', teacher.id, organiser.id),
        [C.event, T.tagged],
      ],
      [
        old(ofEvent, 1, '{username} changed the time or place of {title}.', dancer.id, organiser.id),
        [C.event, T.changed],
      ],
      // Others keep theirs.
      [
        old({ context: C.follower }, 5, '{username} started following you.', organiser.id, dancer.id),
        [C.follower, T.follow],
      ],
      [
        old({ context: C.labComment }, 3, '{sender} wrote in {lab}: {excerpt}', organiser.id, dancer.id),
        [C.labComment, T.comment],
      ],
    ];
    await insert(
      db,
      'notifications',
      stored.map(([row]) => row),
    );

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const now = await db
      .select({ context: notifications.context, type: notifications.type })
      .from(notifications)
      .orderBy(asc(notifications.id));
    expect(now.map(({ context, type }) => [context, type])).toEqual(stored.map(([, expected]) => expected));
  } finally {
    await client.close();
  }
});
