/**
 * The outbox (DESIGN section 4): every queued write is an entry in Dexie, written in the same
 * transaction as the optimistic row it shows on, and replayed in order, exactly once.
 *
 * - Each step goes out with `Idempotency-Key: {entry key}-{step}`, so a replay after a lost answer
 *   gets the server's first answer instead of a second write. A multi-step entry resumes at `done`.
 * - One tab replays at a time (Web Lock). Triggers: start, `online`, Background Sync, a queued write,
 *   the app becoming visible or focused, and a timer after a failure that may pass (network, 5xx, 429).
 *   The timer never waits more than 4 s unless the server asks (outbox-retry.ts): nothing else tells
 *   the page that a server which was down is back.
 * - Any other 4xx marks the entry failed; the user retries or discards it (discard restores the rows
 *   as they were). An entry leaves the outbox only after the 2xx of its last step. A form awaits its
 *   own entry (outbox-answer.ts) and shows a refusal at its fields.
 * - A write the device has no room for is kept neither as row nor entry, and said (storage-full.ts);
 *   the count of waiting entries is kept outside IndexedDB (outbox-lost.ts).
 */
import { msg } from '../../shared/messages';
import { OUTBOX_SYNC } from '../../shared/sw-protocol';
import { ApiError } from './api';
import { db, type OutboxEntry, type OutboxStep, type Undo } from './db';
import { applyAnswer, type MirrorTable, table } from './outbox-apply';
import { keepCount, watchLostWrites } from './outbox-lost';
import { resetBackoff, retryLater } from './outbox-retry';
import { keptFrom, sendStep } from './outbox-steps';
import { askPersistentStorage, requestOutboxSync } from './service-worker';
import { sessionAtom } from './session';
import { isStorageFull, StorageFullError, showStorageFull } from './storage-full';
import { store } from './store';
import { UploadCancelled } from './upload-put';

const MIRROR_TABLES = [
  'cookings',
  'labs',
  'reactions',
  'comments',
  'shoutouts',
  'journeys',
  'workshops',
  'events',
  'follows',
  'labChat',
  'blocks',
  'mutes',
  'shoutoutReplies',
  'shoutoutLove',
  'sections',
  'progress',
] as const satisfies MirrorTable[];
// Notifications and artists are in scope too: a seen-mark updates its row, a follow its artist's
// counts, in the transaction that queues the write.
export const tables = () => [
  db.outbox,
  db.notifications,
  db.artists,
  ...MIRROR_TABLES.map((name) => db[name]),
];

const LOCK = 'cypher-outbox';

type QueuedWrite = {
  kind: string;
  target: string;
  steps: OutboxStep[];
  /** The rows the change touches: their current state is kept so a discard can restore it. */
  touches: { table: MirrorTable; uuid: string }[];
  /** Images the steps upload (outbox-steps.ts). */
  images?: OutboxEntry['images'];
};

/**
 * Runs `change` (the optimistic rows) and queues `write` in one transaction, then starts a replay.
 * Call it from inside a `db.transaction` of your own only if that one covers the same tables.
 * A device out of space keeps neither: the user is told (with Free space) and it throws
 * StorageFullError, so a form keeps what was typed and shows no error of its own.
 */
export async function queueWrite(write: QueuedWrite, change: () => Promise<unknown>): Promise<string> {
  const key = await tellingFull(() => addToOutbox(write, change));
  void keepCount();
  // The user now has something to keep: ask the browser not to evict it, and to wake us to send it.
  void askPersistentStorage();
  void requestOutboxSync();
  void replayOutbox();
  return key;
}

/** Runs a local write; a device out of space is told to the user and thrown as StorageFullError. */
async function tellingFull<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isStorageFull(error) || error instanceof StorageFullError) throw error;
    showStorageFull();
    throw new StorageFullError(error);
  }
}

async function addToOutbox(write: QueuedWrite, change: () => Promise<unknown>): Promise<string> {
  const key = crypto.randomUUID();
  await db.transaction('rw', tables(), async () => {
    const undo: Undo[] = [];
    for (const { table: name, uuid } of write.touches)
      undo.push({ table: name, uuid, before: (await table(name).get(uuid)) ?? null });
    await change();
    await db.outbox.add({
      key,
      kind: write.kind,
      target: write.target,
      steps: write.steps,
      done: 0,
      state: 'pending',
      attempts: 0,
      undo,
      created: Date.now(),
      ...(write.images ? { images: write.images } : {}),
    });
  });
  return key;
}

/**
 * Cancels a write that has not started yet (an unsent add followed by its delete) together with
 * `change`, in one transaction; false when there is none or it is already on its way.
 */
export async function cancelUnsent(
  target: string,
  kind: string,
  change: () => Promise<unknown>,
): Promise<boolean> {
  const cancelled = await tellingFull(() => cancelIn(target, kind, change));
  void keepCount();
  return cancelled;
}

async function cancelIn(target: string, kind: string, change: () => Promise<unknown>): Promise<boolean> {
  return db.transaction('rw', tables(), async () => {
    const entry = await db.outbox
      .where('target')
      .equals(target)
      .filter((e) => e.kind === kind && e.done === 0 && !e.sending)
      .first();
    if (!entry) return false;
    await db.outbox.delete(entry.seq as number);
    await change();
    return true;
  });
}

type Outcome = 'sent' | 'retry' | 'stop';

let running: Promise<void> | null = null;
let again = false;

/**
 * Drains the outbox in order. Concurrent calls share the run; a call during a run makes it go again,
 * unless the run stopped on a failure that may pass (then the backoff timer or `online` goes next).
 */
export function replayOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let outcome: Outcome;
    do {
      again = false;
      outcome = await withLock(drain);
    } while (again && outcome === 'sent');
  })().finally(() => {
    running = null;
    void keepCount();
    // A call that came after the last pass decided to stop, but before this run ended, still counts.
    if (again) void replayOutbox();
  });
  return running;
}

function withLock(task: () => Promise<Outcome>): Promise<Outcome> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(LOCK, task) : task();
}

/** Sends pending entries until none is left ('sent') or one has to wait ('retry' / 'stop'). */
async function drain(): Promise<Outcome> {
  // We hold the lock, so nothing is on the wire: a `sending` mark is left over from a closed tab.
  await db.outbox.filter((entry) => entry.sending === 1).modify((entry) => void delete entry.sending);
  for (;;) {
    // Offline there is nothing to try: the `online` event starts the next run.
    if (!store.get(sessionAtom) || !navigator.onLine) return 'stop';
    const entry = await db.outbox
      .orderBy('seq')
      .filter((e) => e.state === 'pending')
      .first();
    if (!entry) {
      resetBackoff();
      return 'sent';
    }
    const outcome = await send(entry);
    if (outcome !== 'sent') return outcome;
  }
}

/** The first message of an error answer, for the failed entry. */
const reason = (error: ApiError): string => {
  const first = Object.values(error.fields).flat()[0];
  return typeof first === 'string' ? first : error.message;
};

async function send(entry: OutboxEntry): Promise<Outcome> {
  const seq = entry.seq as number;
  let kept = entry.kept ?? {};
  for (let index = entry.done; index < entry.steps.length; index++) {
    const step = entry.steps[index] as OutboxStep;
    // Marked in a transaction that sees a cancel (cancelUnsent) either before or after, never during.
    const claimed = await db.transaction(
      'rw',
      db.outbox,
      async () => (await db.outbox.update(seq, { sending: 1 })) === 1,
    );
    if (!claimed) return 'sent';
    let answer: unknown = null;
    try {
      answer = await sendStep(step, entry.target, `${entry.key}-${index}`, kept, entry.images);
    } catch (error) {
      await db.outbox
        .where('seq')
        .equals(seq)
        .modify((e) => void delete e.sending);
      // Cancelled by the dancer: it waits, failed, for their Retry or Discard (its form shows the
      // message at its image, `upload`); what they typed stays.
      if (error instanceof UploadCancelled) {
        const refusal = { status: 400, body: { upload: [msg.uploadCancelled] } };
        await db.outbox.update(seq, { state: 'failed', error: msg.uploadCancelled, refusal });
        return 'sent';
      }
      if (!(error instanceof ApiError)) throw error;
      const gone = error.status === 404 && step.goneIsDone;
      if (!gone) return failure(entry, error);
    }
    resetBackoff();
    kept = { ...kept, ...keptFrom(step, answer) };
    await db.transaction('rw', tables(), async () => {
      await applyAnswer(entry, step, answer);
      if (index === entry.steps.length - 1) await db.outbox.delete(seq);
      else
        await db.outbox
          .where('seq')
          .equals(seq)
          .modify((e) => {
            e.done = index + 1;
            e.attempts = 0;
            e.kept = kept;
            delete e.sending;
          });
    });
  }
  return 'sent';
}

async function failure(entry: OutboxEntry, error: ApiError): Promise<Outcome> {
  const seq = entry.seq as number;
  const passing = error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  if (error.status === 401) return 'stop'; // signed out or the session ended: keep it for the next sign-in
  if (passing) {
    await db.outbox.update(seq, { attempts: entry.attempts + 1 });
    retryLater(error, () => void replayOutbox());
    return 'retry';
  }
  await db.outbox.update(seq, {
    state: 'failed',
    error: reason(error),
    refusal: { status: error.status, body: error.body },
  });
  return 'sent';
}

/**
 * Installs the replay triggers: now, when the browser is back online, on Background Sync, and when
 * the dancer comes back to the app (it may have been hidden, its timers slowed, for a long time).
 */
export function startOutbox(): void {
  const replay = () => void replayOutbox();
  window.addEventListener('online', () => {
    resetBackoff();
    replay();
  });
  window.addEventListener(OUTBOX_SYNC, replay);
  window.addEventListener('focus', replay);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') replay();
  });
  replay();
  void tellLostWrites();
}

/** Says, once, how many queued writes the browser removed with the database since the last start. */
async function tellLostWrites(): Promise<void> {
  const lost = await watchLostWrites().catch(() => 0);
  if (lost > 0) void import('./storage-notices').then((notices) => notices.showWritesLost(lost));
}
