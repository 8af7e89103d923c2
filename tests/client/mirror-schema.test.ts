/**
 * The mirror's schema, declared at the versions whose upgrade moves rows and at the last one
 * (lib/db.ts): a device on any version it ever shipped opens it with every table and index it had,
 * its rows kept, and one on an older version is brought up to it with the upgrades on the way run.
 */
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { db } from '../../src/client/lib/db';

/** Every table and its indexes as the devices hold them: what versions 1 to 18 declared, one by one. */
const SCHEMA = {
  artists: 'id, &username, artist_name',
  lists: 'key',
  legacyArtists: 'id, position',
  cookings: 'uuid, id, created, username, *mentioned',
  labs: 'uuid, id, username',
  reactions: 'uuid, id, cooking',
  comments: 'uuid, id, [cooking+created]',
  notifications: 'id, time',
  outbox: '++seq, target, kind',
  shoutouts: 'uuid, id, created, username, teacherUsername',
  journeys: 'uuid, id, username',
  workshops: 'uuid, id, starts_at, *lists',
  events: 'uuid, id, starts_at, *lists, *guestNames',
  device: 'key',
  follows: 'username',
  labChat: 'uuid, id, [room+created]',
  blocks: 'key',
  mutes: 'key',
  shoutoutReplies: 'uuid, id, [thread+created]',
  shoutoutLove: 'uuid',
  sections: 'uuid',
  progress: 'uuid',
  brackets: 'id',
  entrants: 'id',
};

/** The tables and indexes the browser's database holds, read without any declared version. */
async function installed(): Promise<Record<string, string>> {
  const found = new Dexie('cypher');
  await found.open();
  const tables = Object.fromEntries(
    found.tables.map((table) => [
      table.name,
      [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(', '),
    ]),
  );
  found.close();
  return tables;
}

/** Tables by name, each its primary key and then its indexes by name (the browser lists them so). */
const sorted = (schema: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(schema)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, spec]) => {
        const [key, ...indexes] = spec.split(', ');
        const name = (index: string) => index.replace(/^[&*]/, '');
        return [table, [key, ...indexes.sort((a, b) => name(a).localeCompare(name(b)))].join(', ')];
      }),
  );

afterEach(async () => {
  db.close();
  await Dexie.delete('cypher');
});

it('opens a device on version 18, every table and index as it was and its rows kept', async () => {
  const device = new Dexie('cypher');
  device.version(18).stores(SCHEMA);
  await device
    .table('cookings')
    .put({ uuid: 'n-1', id: 1, created: '2026-01-01', username: 'kim', mentioned: [] });
  await device.table('brackets').put({ id: 7, bracket: { size: 8 } });
  await device.table('outbox').add({ key: 'k', kind: 'note', target: 'n-1', steps: [], undo: [], done: 0 });
  device.close();

  await db.open();
  expect(db.verno).toBe(18);
  expect(await db.cookings.get('n-1')).toMatchObject({ username: 'kim' });
  expect(await db.brackets.get(7)).toMatchObject({ bracket: { size: 8 } });
  expect(await db.outbox.count()).toBe(1);
  expect(await db.cookings.where('username').equals('kim').count()).toBe(1);
  db.close();
  expect(sorted(await installed())).toEqual(sorted(SCHEMA));
});

it('brings a device on version 11 up to date: new tables made, the v16 upgrade run, other rows kept', async () => {
  const device = new Dexie('cypher');
  device.version(11).stores({
    ...Object.fromEntries(
      Object.entries(SCHEMA).filter(
        ([table]) =>
          !['labChat', 'blocks', 'mutes', 'shoutoutReplies', 'shoutoutLove', 'sections', 'progress'].includes(
            table,
          ) && !['brackets', 'entrants'].includes(table),
      ),
    ),
    legacyArtists: 'id',
  });
  await device.table('legacyArtists').put({ id: 1, username: 'old' });
  await device.table('follows').put({ username: 'kim' });
  await device
    .table('events')
    .put({ uuid: 'e-1', id: 1, starts_at: '2031-01-01', lists: [], guestNames: [] });
  device.close();

  await db.open();
  expect(await db.legacyArtists.count()).toBe(0);
  expect(await db.follows.get('kim')).toBeTruthy();
  expect(await db.events.get('e-1')).toMatchObject({ id: 1 });
  await db.brackets.put({ id: 3 } as never);
  expect(await db.brackets.count()).toBe(1);
  db.close();
  expect(sorted(await installed())).toEqual(sorted(SCHEMA));
});
