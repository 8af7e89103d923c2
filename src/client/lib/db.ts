/**
 * The local mirror (Dexie). One schema, numbered versions; never edit an old version, add a new one.
 * Screens read from here through hooks; the API fills it and the outbox writes to it first.
 *
 * Mirrored content rows are keyed by `uuid` (the client makes it for what it creates), so a row made
 * offline has its final key before the server has seen it. `id` is the server's id, absent until then.
 * `deleted` marks a row whose delete is queued: hidden from screens, kept so a discard can restore it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type {
  ArtistRow,
  BlockRow,
  BracketRow,
  CommentRow,
  DeviceFact,
  EntrantsRow,
  EventRow,
  FollowRow,
  JourneyRow,
  LabChatRow,
  LabRow,
  LegacyArtistRow,
  ListMeta,
  NoteRow,
  NotificationRow,
  OutboxEntry,
  ProgressRow,
  ReactionRow,
  SectionsRow,
  ShoutoutLoveRow,
  ShoutoutReplyRow,
  ShoutoutRow,
  WorkshopRow,
} from './db-rows';

export type * from './db-rows';

export type CypherDb = Dexie & {
  artists: EntityTable<ArtistRow, 'id'>;
  legacyArtists: EntityTable<LegacyArtistRow, 'id'>;
  lists: EntityTable<ListMeta, 'key'>;
  cookings: EntityTable<NoteRow, 'uuid'>;
  labs: EntityTable<LabRow, 'uuid'>;
  reactions: EntityTable<ReactionRow, 'uuid'>;
  comments: EntityTable<CommentRow, 'uuid'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  shoutouts: EntityTable<ShoutoutRow, 'uuid'>;
  journeys: EntityTable<JourneyRow, 'uuid'>;
  workshops: EntityTable<WorkshopRow, 'uuid'>;
  events: EntityTable<EventRow, 'uuid'>;
  follows: EntityTable<FollowRow, 'username'>;
  labChat: EntityTable<LabChatRow, 'uuid'>;
  blocks: EntityTable<BlockRow, 'key'>;
  mutes: EntityTable<BlockRow, 'key'>;
  shoutoutReplies: EntityTable<ShoutoutReplyRow, 'uuid'>;
  shoutoutLove: EntityTable<ShoutoutLoveRow, 'uuid'>;
  sections: EntityTable<SectionsRow, 'uuid'>;
  progress: EntityTable<ProgressRow, 'uuid'>;
  brackets: EntityTable<BracketRow, 'id'>;
  entrants: EntityTable<EntrantsRow, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  device: EntityTable<DeviceFact, 'key'>;
};

export const db = new Dexie('cypher') as CypherDb;

/*
 * The schema, declared at the versions whose upgrade moves rows, and at the last one: a device at any
 * version in between is brought to the next one declared, its tables diffed from what it holds
 * (Dexie 3+ needs no other). Each declared version is parsed with all before it at every start, which
 * cost a phone about 200 ms of its start when all eighteen were declared.
 *
 * v1-v4: artists, the legacy A-Z directory (v2), video notes, labs, reactions, comments,
 * notifications and the outbox of queued writes (v3). v4: notifications as the API answers them,
 * indexed by time; rows of the old shape are dropped.
 */
db.version(4)
  .stores({
    artists: 'id, &username, artist_name',
    lists: 'key',
    legacyArtists: 'id',
    cookings: 'uuid, id, created, username, *mentioned',
    labs: 'uuid, id, username',
    reactions: 'uuid, id, cooking',
    comments: 'uuid, id, [cooking+created]',
    notifications: 'id, time',
    outbox: '++seq, target, kind',
  })
  .upgrade((tx) => tx.table('notifications').clear());

/** An event of the shape before v9 (`time_zone`) as it is now (`timezone`). */
function renameZone(event: Record<string, unknown> | undefined | null) {
  if (!event || !('time_zone' in event)) return;
  event.timezone = event.time_zone;
  delete event.time_zone;
}

/**
 * A mirrored event before v9 as it is now: its zone renamed, and its linked workshops, then bare
 * uuids, left out until the next read brings them with their titles (a form that does not change
 * them does not send them, so the server keeps them).
 */
function upgradeEvent(event: Record<string, unknown> | undefined | null) {
  renameZone(event);
  if (event && Array.isArray(event.event_workshops))
    event.event_workshops = event.event_workshops.filter((linked) => typeof linked === 'object');
}

/**
 * v5-v9: shoutouts given and received (v5), journeys (v6), workshops soonest first (v7), events by
 * the lists they were fetched in and their guests (v8). v9: workshops by their lists too; an event's
 * zone is `timezone`, as a workshop's, in mirrored events and in the writes and undos queued for them.
 */
db.version(9)
  .stores({
    shoutouts: 'uuid, id, created, username, teacherUsername',
    journeys: 'uuid, id, username',
    workshops: 'uuid, id, starts_at, *lists',
    events: 'uuid, id, starts_at, *lists, *guestNames',
  })
  .upgrade(async (tx) => {
    await tx
      .table<WorkshopRow>('workshops')
      .toCollection()
      .modify((row) => {
        row.lists ??= [];
      });
    await tx.table('events').toCollection().modify(upgradeEvent);
    await tx
      .table<OutboxEntry>('outbox')
      .toCollection()
      .modify((entry) => {
        for (const step of entry.steps) if (step.path.startsWith('/events/')) renameZone(step.body as never);
        for (const undo of entry.undo) if (undo.table === 'events') upgradeEvent(undo.before as never);
      });
  });

/**
 * v10-v16: facts about the database itself (v10; its generation tells a database the browser removed
 * and the app made again from the one the outbox's count was kept for, outbox-lost.ts), the artists
 * the signed-in user follows (v11), a lab room's chat by room, newest first (v13; no v12: its tables
 * went before any device had them), whom the user blocked and muted (v14), a shoutout's comments and
 * personal messages by thread and its love (v15). v16: the legacy directory in the server's A-Z order
 * (its place in it), which a Load More extends; entries kept before are cleared, as they have none.
 */
db.version(16)
  .stores({
    device: 'key',
    follows: 'username',
    labChat: 'uuid, id, [room+created]',
    blocks: 'key',
    mutes: 'key',
    shoutoutReplies: 'uuid, id, [thread+created]',
    shoutoutLove: 'uuid',
    legacyArtists: 'id, position',
  })
  .upgrade((tx) => tx.table('legacyArtists').clear());

/**
 * v17-v18: practising a note (issue 28): its sections and my marks (v17); running a battle (issue 29):
 * the last bracket read of each battle, and its entrants as the organiser, a helper, a judge or an
 * entrant last read them, by battle id (v18). New tables, so their writes can wait and the bracket and
 * the list at the door show offline.
 */
db.version(18).stores({ sections: 'uuid', progress: 'uuid', brackets: 'id', entrants: 'id' });

let generation = 0;
/**
 * Which mirror this is: clearMirror starts a new one. A list request started before a clear (a
 * sign-out, a test's reset) neither fills the new mirror nor answers a request made after it
 * (lib/mirror.ts).
 */
export const mirrorGeneration = () => generation;

/** Empties every table but the database's own facts (sign-out). */
export async function clearMirror(): Promise<void> {
  generation += 1;
  const tables = db.tables.filter((table) => table.name !== 'device');
  await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.clear())));
}
