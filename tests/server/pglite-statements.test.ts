/**
 * PGlite's queries as named prepared statements (db/pglite-statements.ts): a text is parsed once and
 * then run by name, with the same rows, types and errors as PGlite's own `query`; past the limit the
 * least recently used statement is closed.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, preparedQueries } from '../../src/server/db/pglite-statements';

let client: PGlite;
let statements: ReturnType<typeof preparedQueries>;

const preparedNames = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table moves (id serial primary key, name text unique not null,
    tempo int, at timestamptz not null default now(), tags jsonb)`);
  statements = preparedQueries(client);
});
afterAll(() => client.close());

describe('prepared queries on PGlite', () => {
  it('answer as PGlite does, rows and types alike', async () => {
    const insert = 'insert into moves (name, tempo, tags) values ($1, $2, $3) returning *';
    const made = await statements.query<{ id: number; at: Date; tags: unknown }>(insert, [
      'six-step',
      90,
      JSON.stringify(['footwork']),
    ]);
    expect(made.rows[0]).toMatchObject({ name: 'six-step', tempo: 90, tags: ['footwork'] });
    expect(made.rows[0]?.at).toBeInstanceOf(Date);
    await statements.query(insert, ['windmill', null, null]);
    const text = 'select id, name, tempo, at from moves where tempo is not distinct from $1 order by id';
    const ours = await statements.query(text, [null], { rowMode: 'array' });
    const theirs = await client.query(text, [null], { rowMode: 'array' });
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
  });

  it('parse a text once and run it by name after', async () => {
    const before = await preparedNames();
    const text = 'select count(*)::int as n from moves where name <> $1';
    for (let i = 0; i < 5; i += 1)
      expect((await statements.query<{ n: number }>(text, [`x${i}`])).rows).toEqual([{ n: 2 }]);
    const after = await preparedNames();
    expect(after.length - before.length).toBe(1);
    expect(statements.prepared()).toBe(after.length);
  });

  it("keep Postgres's errors, and keep no statement that failed to parse", async () => {
    const insert = 'insert into moves (name) values ($1)';
    const duplicate = await statements.query(insert, ['six-step']).catch((error) => error);
    expect(duplicate.code).toBe('23505');
    const count = statements.prepared();
    const broken = await statements.query('select from where', []).catch((error) => error);
    expect(broken.code).toBe('42601');
    expect(statements.prepared()).toBe(count);
    // The connection is fine after both.
    expect((await statements.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it(`close the least recently used past ${MAX_STATEMENTS}`, async () => {
    const kept = 'select $1::int + 0 as kept';
    await statements.query(kept, [1]);
    for (let i = 0; i < MAX_STATEMENTS; i += 1) {
      await statements.query(`select $1::int + ${i + 1} as n`, [i]);
      if (i % 100 === 0) await statements.query(kept, [i]); // used again: not the least recent
    }
    expect(statements.prepared()).toBe(MAX_STATEMENTS);
    const names = await preparedNames();
    expect(names).toHaveLength(MAX_STATEMENTS);
    // The one used lately is still prepared: running it prepares nothing new.
    expect((await statements.query<{ kept: number }>(kept, [7])).rows).toEqual([{ kept: 7 }]);
    expect(await preparedNames()).toEqual(names);
    // The first of the others was the least recently used: it was closed, and comes back prepared anew.
    await statements.query('select $1::int + 1 as n', [0]);
    expect(await preparedNames()).not.toEqual(names);
  });
});
