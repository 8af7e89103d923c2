/**
 * The rows of the local mirror (lib/db.ts), one type per table, and the outbox's entries. Mirrored
 * content rows are keyed by `uuid`; `id` is the server's, absent until the server has the row.
 */
import type { LegacyArtist, Portfolio, PortfolioDetail } from '../../shared/schemas/artists';
import type { Bracket, Entrant, Person, PrelimRow } from '../../shared/schemas/battles';
import type { Event } from '../../shared/schemas/events';
import type { Journey } from '../../shared/schemas/journeys';
import type { LabChatMessage } from '../../shared/schemas/lab-room';
import type { Lab } from '../../shared/schemas/labs';
import type { Comment, Note, Reaction, TaggedOnNote } from '../../shared/schemas/notes';
import type { Notification } from '../../shared/schemas/notifications';
import type { ProgressState, Section } from '../../shared/schemas/practice';
import type { Shoutout, ShoutoutComment } from '../../shared/schemas/shoutouts';
import type { DoorGoer } from '../../shared/schemas/workshop-door';
import type { RoomAccess, RoomRequest, RoomVideo } from '../../shared/schemas/workshop-room';
import type { Workshop, WorkshopPerson } from '../../shared/schemas/workshops';

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
/** A note's sections (issue 28), keyed by the note's uuid, as its page last read or its author wrote them. */
export type SectionsRow = { uuid: string; sections: Section[]; updated: string | null };
/** The signed-in user's own mark on a note (issue 28), keyed by the note's uuid; "none" is no row. */
export type ProgressRow = { uuid: string; state: Exclude<ProgressState, 'none'> };

/**
 * The love on a shoutout as its page shows it (v15), keyed by the shoutout's uuid: how many sent love,
 * whether the user did, and `mine`, the uuid of the user's love (kept after a queued unlove, so taking
 * that back before it leaves loves again with the same one). Only what the button shows: who else
 * loved it is never read.
 */
export type ShoutoutLoveRow = { uuid: string; count: number; loved: boolean; mine: string | null };
/** A journey as the API answers it (v6); `username` is indexed for the artist's Journey tab. */
export type JourneyRow = Omit<Journey, 'id'> &
  Local & {
    id?: number;
    /** A journey waiting in the outbox: its photos made on the device. */
    localImages?: LocalImage[];
  };

/** A note shared into a workshop room, as the room shows it (one shared offline has no id yet: 0). */
export type RoomVideoRow = Omit<RoomVideo, 'cooking'> & {
  cooking: Pick<Note, 'uuid' | 'lesson' | 'thumbjs'>;
};

/** What the room showed when last opened online, so it opens offline at the venue. */
export type RoomSnapshot = {
  access: RoomAccess;
  members: WorkshopPerson[];
  videos: RoomVideoRow[];
  /** The requests to enter, for the organiser (none kept before they could be answered offline). */
  requests?: RoomRequest[];
  /** The door, for the organiser: who is going, who attended, the headcount. */
  door?: DoorSnapshot;
};
/** A workshop's door as the organiser's device keeps it. */
export type DoorSnapshot = { goers: DoorGoer[]; going_count: number; attended_count: number };
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

/**
 * A battle's bracket as last read (v18), keyed by the battle's id, with the battle, its judges and
 * matches; `fetched_at` (ms) is when, which the page shows offline. Writes still in the outbox are
 * applied over each read (features/battles), so the device shows them until the server has them.
 */
export type BracketRow = { id: number; bracket: Bracket; fetched_at: number };

/**
 * A battle's entrants as last read (v18), keyed by the battle's id: what the door checks in by, codes
 * included for the organiser and helpers, so a scanned code is matched offline. An entrant added on
 * the device has no server id yet: its `id` is below 0 until the server's answer is read.
 */
export type EntrantsRow = {
  id: number;
  results: Entrant[];
  /** The prelim scores the caller may see: the organiser's all, a judge's own. */
  prelims: PrelimRow[];
  /** The helpers at the door, for the organiser. */
  helpers: Person[];
  fetched_at: number;
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
