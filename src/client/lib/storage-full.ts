/**
 * A device out of space (DESIGN 4: said in words, never silent). One test for the errors IndexedDB,
 * Dexie and Cache Storage give when the origin's quota or the disk is full, the error the outbox
 * throws then, and what frees space: what the app can fetch again, never a write that waits.
 */
import { db } from './db';

const PRECACHE = 'precache';

/** What `queueWrite` throws when the device has no room for the write: nothing was kept. */
export class StorageFullError extends Error {
  readonly code = 'storage-full';
  constructor(readonly inner: unknown) {
    super('This device is out of space.');
    this.name = 'StorageFullError';
  }
}

type Wrapped = { name?: unknown; code?: unknown; message?: unknown; inner?: unknown; cause?: unknown };

/**
 * True for a quota error however it arrives: the DOMException (`QuotaExceededError`, legacy code 22,
 * Firefox's `NS_ERROR_DOM_QUOTA_REACHED`), Dexie's `QuotaExceededError`, or an `AbortError` (a
 * transaction aborted by the browser), a `BulkError` or a `ModifyError` with one inside.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof StorageFullError) return true;
  const { name, code, inner, cause } = error as Wrapped;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  if (code === 22 && error instanceof DOMException) return true;
  const failures = (error as { failures?: unknown }).failures;
  const nested = [inner, cause, ...(Array.isArray(failures) ? failures : [])];
  return nested.some((one) => isStorageFull(one, depth + 1));
}

/**
 * For a form's or an action's catch: true when `error` is the device being out of space, which the
 * user is then told (once, with Free space); the caller keeps what was typed and says nothing more.
 */
export function toldStorageFull(error: unknown): boolean {
  if (!isStorageFull(error)) return false;
  if (!(error instanceof StorageFullError)) showStorageFull();
  return true;
}

/** Shows the out-of-space notice; its module (Mantine's snackbars, the texts) loads only then. */
export function showStorageFull(): void {
  void import('./storage-notices').then((notices) => notices.showStorageFull());
}

/** The service worker's runtime caches (API answers, images, thumbnails); not the app's own files. */
async function dropRuntimeCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.includes(PRECACHE)).map((name) => caches.delete(name)));
}

/** Mirrored rows with no write waiting on them, and the lists' freshness, so they are fetched again. */
async function dropMirroredRows(): Promise<void> {
  const mirrored = [
    db.cookings,
    db.labs,
    db.reactions,
    db.comments,
    db.shoutouts,
    db.journeys,
    db.workshops,
    db.events,
    db.labChat,
    db.shoutoutReplies,
    db.shoutoutLove,
    db.sections,
  ];
  await db.transaction(
    'rw',
    [db.outbox, db.artists, db.legacyArtists, db.lists, db.notifications, ...mirrored],
    async () => {
      const entries = await db.outbox.toArray();
      const waiting = new Set(
        entries.flatMap((entry) => [entry.target, ...entry.undo.map((undo) => undo.uuid)]),
      );
      for (const rows of mirrored)
        await (rows as typeof db.comments).filter((row) => !waiting.has(row.uuid)).delete();
      await db.notifications.filter((row) => !waiting.has(String(row.id))).delete();
      await Promise.all([db.artists.clear(), db.legacyArtists.clear(), db.lists.clear()]);
    },
  );
}

/**
 * Frees what the app can rebuild when it is online again: the runtime caches first (the largest,
 * and their deletes need no room), then mirrored rows. Writes waiting in the outbox and the rows
 * they show on stay. Rejects only when neither could be done.
 */
export async function freeSpace(): Promise<void> {
  const cachesKept = await dropRuntimeCaches().then(
    () => false,
    () => true,
  );
  try {
    await dropMirroredRows();
  } catch (error) {
    if (cachesKept) throw error;
  }
}
