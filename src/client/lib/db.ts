/**
 * The local mirror (Dexie). One schema, numbered versions; never edit an old version, add a new one.
 * Screens read from here through hooks; the API fills it and the outbox writes to it first.
 *
 * Mirrored content rows are keyed by `uuid` (the client makes it for what it creates), so a row made
 * offline has its final key before the server has seen it. `id` is the server's id, absent until then.
 * `deleted` marks a row whose delete is queued: hidden from screens, kept so a discard can restore it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { LegacyArtist, Portfolio, PortfolioDetail } from '../../shared/schemas/artists';
import type { Event } from '../../shared/schemas/events';
import type { Journey } from '../../shared/schemas/journeys';
import type { LabChatMessage } from '../../shared/schemas/lab-room';
import type { Lab } from '../../shared/schemas/labs';
import type { Comment, Note, Reaction, TaggedOnNote } from '../../shared/schemas/notes';
import type { Notification } from '../../shared/schemas/notifications';
import type { ProgressState, Section } from '../../shared/schemas/practice';
import type { Shoutout, ShoutoutComment } from '../../shared/schemas/shoutouts';
import type {
  RoomAccess,
  RoomRequest,
  RoomVideo,
  Workshop,
  WorkshopPerson,
} from '../../shared/schemas/workshops';

/**
 * A portfolio: the directory's rows, and (once its page has been read) its follow counts, which the
 * directory's pages do not carry and so leave as they were.
 */
/** A legacy directory entry with its place in the server's A-Z order (1 is the first name). */
export type LegacyArtistRow = LegacyArtist & { position: number };

export type ArtistRow = Portfolio & Partial<Pick<PortfolioDetail, 'followers_count' | 'following_count'>>;

/**
 * An artist the signed-in user follows (v11), by username in lower case: what the Follow buttons
 * show and whose notes the Following feed reads. Only whom, so rows come from any answer that says
 * so (a portfolio's `i_follow`, the list of whom one follows, the Following feed's authors).
 */
export type FollowRow = { username: string };

/**
 * An artist the signed-in user blocked, or muted (v14): `key` is the username in lower case, the
 * rest what Settings shows of them (from the list the API gives, or the mirror's portfolio when the
 * block was made here).
 */
export type BlockRow = { key: string; username: string; artist_name: string; profile_photo: string | null };

/** When a mirrored list was last fetched and where its next page is (spec 4.7 freshness rule). */
export type ListMeta = { key: string; fetchedAt: number; next: string | null; count: number };

/** Local bookkeeping on a mirrored row. */
type Local = { deleted?: 1 };

/**
 * `mentioned`: usernames of the mentioned artists, indexed for the mentions tab. Relations and tags
 * made offline have no server ids yet.
 */
export type NoteRow = Omit<Note, 'id' | 'cooking_relations' | 'taggedteachers'> &
  Local & {
    id?: number;
    mentioned: string[];
    cooking_relations: { id?: number; uuid: string; technique?: number; technique_uuid: string }[];
    /** A tag made on the device has no teacher's names nor question until the server answers. */
    taggedteachers: ({ id?: number; uuid: string; shareidobj: { id: number } } & Partial<
      Pick<TaggedOnNote, 'username' | 'artist_name' | 'idea' | 'at'>
    >)[];
  };
export type LabRow = Omit<Lab, 'id'> & Local & { id?: number };
/** `cooking` is the note's uuid (its id may not exist yet). */
export type ReactionRow = Omit<Reaction, 'id' | 'cookingidobj'> & Local & { id?: number; cooking: string };
export type CommentRow = Omit<Comment, 'id' | 'cookingidobj'> & Local & { id?: number; cooking: string };
/**
 * A shoutout as the API answers it (v5). `teacherUsername` (the tagged artist's, or null) is indexed
 * for the artist's students list. `localImage`: the cover's bytes while the shoutout waits in the
 * outbox (an ArrayBuffer, not a Blob: Safari loses Blobs in IndexedDB), shown until it has a URL.
 */
export type ShoutoutRow = Omit<Shoutout, 'id'> &
  Local & {
    id?: number;
    teacherUsername: string | null;
    localImage?: LocalImage;
  };
/**
 * A message in a lab room's chat (v13). `room` is the published lab's uuid (the server's answer names
 * it by id, `plab`, which is not kept); the chat reads by it, newest first.
 */
export type LabChatRow = Omit<LabChatMessage, 'id' | 'plab'> & Local & { id?: number; room: string };
/**
 * Words on a shoutout (v15): a comment, or a personal message between its two artists, its text in
 * `comment` either way (the thread shows both alike). `thread` is `comment:{shoutout uuid}` or
 * `message:{shoutout uuid}`: the shoutout's id may be unknown offline, and each thread reads by it.
 */
export type ShoutoutReplyRow = Omit<ShoutoutComment, 'id' | 'shareidobj'> &
  Local & { id?: number; thread: string };
/**
 * The love on a shoutout as its page shows it (v15), keyed by the shoutout's uuid: how many sent love,
 * whether the user did, and `mine`, the uuid of the user's love (kept after a queued unlove, so taking
 * that back before it leaves loves again with the same one). Only what the button shows: who else
 * loved it is never read.
 */
/** A note's sections (issue 28), keyed by the note's uuid, as its page last read or its author wrote them. */
export type SectionsRow = { uuid: string; sections: Section[]; updated: string | null };
/** The signed-in user's own mark on a note (issue 28), keyed by the note's uuid; "none" is no row. */
export type ProgressRow = { uuid: string; state: Exclude<ProgressState, 'none'> };

export type ShoutoutLoveRow = { uuid: string; count: number; loved: boolean; mine: string | null };
/** A journey as the API answers it (v6); `username` is indexed for the artist's Journey tab. */
export type JourneyRow = Omit<Journey, 'id'> &
  Local & {
    id?: number;
    /** A journey waiting in the outbox: its photos made on the device. */
    localImages?: LocalImage[];
  };

/** What the room showed when last opened online, so it opens offline at the venue. */
/** A note shared into a workshop room, as the room shows it (one shared offline has no id yet: 0). */
export type RoomVideoRow = Omit<RoomVideo, 'cooking'> & {
  cooking: Pick<Note, 'uuid' | 'lesson' | 'thumbjs'>;
};

export type RoomSnapshot = {
  access: RoomAccess;
  members: WorkshopPerson[];
  videos: RoomVideoRow[];
  /** The requests to enter, for the organiser (none kept before they could be answered offline). */
  requests?: RoomRequest[];
};
/**
 * A workshop (v7): those opened, those I am going to, and (v9) those of the mirrored lists, keyed by
 * `lists` as events are, so their page opens offline. `localImage`: the poster's bytes while the
 * workshop waits in the outbox; `room`: the room as last seen.
 */
export type WorkshopRow = Omit<Workshop, 'id'> &
  Local & {
    id?: number;
    lists: string[];
    localImage?: LocalImage;
    room?: RoomSnapshot;
  };

/**
 * An event as the API answers it (v8). `lists`: the keys of the mirrored lists it was last fetched
 * in (multi-entry index: a list reads its rows by key); `guestNames` its guests' usernames.
 * `localImage`: the poster's bytes while the event waits in the outbox.
 */
export type EventRow = Omit<Event, 'id'> &
  Local & {
    id?: number;
    lists: string[];
    guestNames: string[];
    localImage?: LocalImage;
  };

/** An image made on the device, waiting to be uploaded. */
export type LocalImage = { bytes: ArrayBuffer; type: string };
/** A notification as the API answers it (v4; keyed by the server's id, it is never made offline). */
export type NotificationRow = Notification;

/** One step of a queued write: a request sent with `Idempotency-Key: {entry key}-{step index}`. */
export type OutboxStep = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Where a 2xx answer goes in the mirror: put into that table, or (DELETE) nothing. */
  apply?: Undo['table'];
  /** A 404 on this step means the object is already gone, which is what the step wanted. */
  goneIsDone?: boolean;
  /** Answer fields later steps use, by name: `{{name}}` in their path, or as a whole body value. */
  keep?: Record<string, string>;
  /** PUT the entry's image number N to the (signed) URL of `path`, without the API's headers. */
  sendsImage?: number;
};

/**
 * A mirrored row as it was before the write, restored if the user discards the write. `uuid` is the
 * row's key: a uuid, or for a follow, a block or a mute the artist's username in lower case.
 */
export type Undo = {
  table:
    | 'cookings'
    | 'labs'
    | 'reactions'
    | 'comments'
    | 'shoutouts'
    | 'journeys'
    | 'workshops'
    | 'events'
    | 'follows'
    | 'labChat'
    | 'blocks'
    | 'mutes'
    | 'shoutoutReplies'
    | 'shoutoutLove'
    | 'sections'
    | 'progress';
  uuid: string;
  before: unknown;
};

export type OutboxEntry = {
  seq?: number;
  /** Client-made id; the base of every step's Idempotency-Key. */
  key: string;
  /** What the write is about (toggle collapse and item state look entries up by it). */
  kind: string;
  /** The uuid of the row the user sees this write on. */
  target: string;
  steps: OutboxStep[];
  /** How many steps have had a 2xx; a replay resumes at this step. */
  done: number;
  state: 'pending' | 'failed';
  /** Set while a step is on the wire (a collapse must not remove it then). */
  sending?: 1;
  error?: string;
  /** The server's answer that failed the entry (a 4xx other than 401), for the form that sent it. */
  refusal?: { status: number; body: unknown };
  attempts: number;
  undo: Undo[];
  created: number;
  /** Images the steps upload (bytes, not Blobs: Safari loses Blobs in IndexedDB). */
  images?: LocalImage[];
  /** What earlier steps kept of their answers (`keep`), e.g. an upload's key and URL. */
  kept?: Record<string, string>;
};

/** Facts about this copy of the database itself (v10): `generation`, made when the database is. */
export type DeviceFact = { key: string; value: string };

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
  outbox: EntityTable<OutboxEntry, 'seq'>;
  device: EntityTable<DeviceFact, 'key'>;
};

export const db = new Dexie('cypher') as CypherDb;

db.version(1).stores({
  artists: 'id, &username, artist_name',
  lists: 'key',
});

/** v2: the legacy A-Z artist directory. */
db.version(2).stores({ legacyArtists: 'id' });

/** v3: video notes, labs, reactions, comments, notifications and the outbox of queued writes. */
db.version(3).stores({
  cookings: 'uuid, id, created, username, *mentioned',
  labs: 'uuid, id, username',
  reactions: 'uuid, id, cooking',
  comments: 'uuid, id, [cooking+created]',
  notifications: 'id',
  outbox: '++seq, target, kind',
});

/** v4: notifications as the API answers them, indexed by time; rows of the old shape are dropped. */
db.version(4)
  .stores({ notifications: 'id, time' })
  .upgrade((tx) => tx.table('notifications').clear());

/** v5: shoutouts, given and received. */
db.version(5).stores({ shoutouts: 'uuid, id, created, username, teacherUsername' });

/** v6: journeys, an artist's and their highlights. */
db.version(6).stores({ journeys: 'uuid, id, username' });

/** v7: workshops opened and those I am going to, soonest first. */
db.version(7).stores({ workshops: 'uuid, id, starts_at' });

/** v8: events, by the lists they were fetched in and their guests. */
db.version(8).stores({ events: 'uuid, id, starts_at, *lists, *guestNames' });

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
 * v9: workshops by the lists they were fetched in; an event's zone is `timezone`, as a workshop's,
 * in mirrored events and in the writes and undos queued for them.
 */
db.version(9)
  .stores({ workshops: 'uuid, id, starts_at, *lists' })
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
 * v10: facts about the database itself; its generation tells a database the browser removed and the
 * app made again from the one the outbox's count was kept for (outbox-lost.ts).
 */
db.version(10).stores({ device: 'key' });

/** v11: the artists the signed-in user follows; a new table, filled as the app reads them. */
db.version(11).stores({ follows: 'username' });

/** v13 (no v12: its tables, a shoutout's replies and love, went before any device had them): a lab room's chat by room, newest first; a new table, so a message can wait in the outbox. */
db.version(13).stores({ labChat: 'uuid, id, [room+created]' });

/** v14: whom the signed-in user blocked and muted; new tables, filled from Settings' read and the writes. */
db.version(14).stores({ blocks: 'key', mutes: 'key' });

/**
 * v15: a shoutout's comments and personal messages by thread, newest first, and its love; new tables,
 * so their writes can wait in the outbox like a note's.
 */
db.version(15).stores({
  shoutoutReplies: 'uuid, id, [thread+created]',
  shoutoutLove: 'uuid',
});

/**
 * v16: the legacy directory in the server's A-Z order (its place in it), which a Load More extends;
 * entries kept before are cleared, as they have none.
 */
db.version(16)
  .stores({ legacyArtists: 'id, position' })
  .upgrade((tx) => tx.table('legacyArtists').clear());

/** v17: practising a note (issue 28): its sections and my marks, new tables so their writes can wait. */
db.version(17).stores({ sections: 'uuid', progress: 'uuid' });

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
