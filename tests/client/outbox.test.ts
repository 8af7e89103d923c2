/**
 * The outbox against a scripted API (fake-indexeddb): order, Idempotency-Keys, resume of multi-step
 * entries, retry rules, failed entries with retry and discard, toggle collapse, and the merge rules
 * of mirrored lists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNote, deleteNote, updateNote } from '../../src/client/features/notes/notes.actions';
import { noteList } from '../../src/client/features/notes/notes.mirror';
import {
  deleteComment,
  postComment,
  toggleReaction,
} from '../../src/client/features/notes/reactions.actions';
import { refreshReactions } from '../../src/client/features/notes/reactions.mirror';
import { clearMirror, db, type NoteRow } from '../../src/client/lib/db';
import { refreshMirror } from '../../src/client/lib/mirror';
import { replayOutbox, startOutbox } from '../../src/client/lib/outbox';
import { discardWrite, retryWrite } from '../../src/client/lib/outbox-rows';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Portfolio } from '../../src/shared/schemas/artists';
import type { Note } from '../../src/shared/schemas/notes';
import { serverNote } from '../helpers/notes';
import { testSession } from '../helpers/session';

type Call = {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | undefined;
  key: string | null;
  /** When it was sent (fake time where a test fakes Date), and the status it got (0: no answer). */
  at: number;
  status: number;
};
type Answer = { status: number; body?: unknown; retryAfter?: string } | 'network';

let calls: Call[] = [];
let answer: (call: Call) => Answer;

const ok = (body: unknown = {}) => ({ status: 200, body });

/** A server echo: creates answer with the sent object plus an id, like the real API. */
let nextId = 100;
const echo = (call: Call): Answer => {
  if (call.method === 'DELETE') return { status: 204 };
  if (call.method === 'GET') return ok({ ...storedNote(call.path.split('/').at(-1) ?? ''), id: 1 });
  return { status: 201, body: { ...call.body, id: nextId++, cookingidobj: 1 } };
};

const storedNote = (uuid: string, overrides: Partial<Note> = {}) =>
  serverNote({ uuid, username: 'bgirl.rue', created: '2026-11-20T10:00:00.000Z', ...overrides });

const artist: Portfolio = {
  id: 42,
  username: 'popping.pete',
  artist_name: 'Pete',
  country: 'US',
  bio: '',
  thumb: null,
  profile_photo: null,
  cover: null,
  created: '2026-01-01T00:00:00.000Z',
};

const draft = {
  video: 'https://youtube.com/shorts/dQw4w9WgXcQ',
  lesson: 'Footwork drills',
  access: 5 as const,
  mentions: [] as Portfolio[],
  labs: [],
  workshop: null,
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await clearMirror();
  store.set(sessionAtom, testSession(true));
  calls = [];
  answer = echo;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        key: headers.get('idempotency-key'),
        at: Date.now(),
        status: 0,
      };
      calls.push(call);
      const reply = answer(call);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      call.status = reply.status;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: {
          'content-type': 'application/json',
          ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}),
        },
      });
    }),
  );
  // jsdom's localStorage announces each write on a timer, which `settled` would take for a retry's:
  // the outbox keeps its count there (outbox-lost.ts).
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await replayOutbox();
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const writes = () => calls.filter((c) => c.method !== 'GET');

/** Lets the replay in flight go on (IndexedDB and fetch), without moving the fake clock, until `done`. */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits until the replay in flight has settled: a retry timer is set, or `done`. */
const settled = (done: () => Promise<boolean>) => until(async () => vi.getTimerCount() > 0 || (await done()));

/** Lets the outbox run on its own timers alone (no other trigger) until `done`. */
async function runTimersUntil(done: () => Promise<boolean>): Promise<void> {
  await settled(done);
  while (!(await done())) {
    await vi.advanceTimersToNextTimerAsync();
    await settled(done);
  }
}

describe('replay', () => {
  it('sends queued writes in order, each step with its own Idempotency-Key, and empties the outbox', async () => {
    answer = () => 'network';
    const { uuid: note } = await createNote(draft);
    await postComment(note, 'So clean');
    await toggleReaction(note, 'FI');
    await replayOutbox();
    expect(await db.outbox.count()).toBe(3);
    expect(await db.cookings.get(note)).toMatchObject({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });

    calls = [];
    answer = echo;
    await replayOutbox();
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/whatiscooking/cooking/',
      'POST /api/whatiscooking/cooking/comments/',
      'POST /api/whatiscooking/cooking/likes/',
    ]);
    expect(new Set(writes().map((c) => c.key)).size).toBe(3);
    expect(writes()[0]?.body).toMatchObject({ uuid: note, access: 5 });
    // The comment and reaction refer to the note by its uuid: its id did not exist when they were queued.
    expect(writes()[1]?.body).toMatchObject({ cookingidobj: note, comment: 'So clean' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.cookings.get(note))?.id).toBeGreaterThan(0);
  });

  it('resends a step whose answer was lost with the same Idempotency-Key', async () => {
    let lost = true;
    answer = (call) => {
      if (call.method === 'POST' && lost) {
        lost = false;
        return 'network'; // the server may have committed; only the answer is gone
      }
      return echo(call);
    };
    await createNote(draft);
    await replayOutbox();
    await vi.runOnlyPendingTimersAsync();
    await replayOutbox();
    const posts = writes();
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toBe(posts[1]?.key);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resumes a multi-step create at the step where it stopped', async () => {
    await db.labs.bulkAdd([
      { uuid: 'lab-a', id: 11, name: 'Footwork', about: '', username: 'bgirl.rue', published: false },
      { uuid: 'lab-b', id: 12, name: 'Freezes', about: '', username: 'bgirl.rue', published: false },
    ]);
    const labs = await db.labs.toArray();
    let relations = 0;
    answer = (call) => {
      if (call.path.endsWith('/ct-relations/create/') && ++relations === 2) return 'network';
      return echo(call);
    };
    const { uuid: note } = await createNote({ ...draft, access: 5, mentions: [artist], labs });
    await replayOutbox();
    const entry = (await db.outbox.toArray())[0];
    expect(entry?.done).toBe(2); // the note and the first relation are confirmed

    calls = [];
    await replayOutbox();
    expect(writes().map((c) => c.path)).toEqual([
      '/api/whatiscooking/ct-relations/create/',
      '/api/whatiscooking/taggedteachers/',
    ]);
    expect(writes()[0]?.key).toBe(`${entry?.key}-2`);
    expect(writes()[0]?.body).toMatchObject({ cooking: note, technique: 12 });
    expect(writes()[1]?.body).toMatchObject({ cookingidobj: note, shareidobj: 42 });
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: `/api/whatiscooking/list/${note}` });
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries 5xx and 429 later, and keeps the entry until a 2xx', async () => {
    answer = () => ({ status: 503, body: { detail: 'Busy' } });
    await createNote(draft);
    await replayOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    answer = () => ({ status: 429, body: { detail: 'Slow down' } });
    await vi.runOnlyPendingTimersAsync();
    await replayOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 2 }]);
    answer = echo;
    await vi.runOnlyPendingTimersAsync();
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends within 10 s of the server answering again after 4 minutes down, with no online event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Long enough for a backoff of up to a minute to reach its peak; the browser stays online all along.
    const back = Date.now() + 240_000;
    let lastFailure = 0;
    answer = (call) => {
      if (Date.now() < back) {
        lastFailure = Date.now();
        return 'network';
      }
      return echo(call);
    };
    await createNote(draft);
    await runTimersUntil(async () => (await db.outbox.count()) === 0);
    const sent = writes().at(-1);
    expect(sent?.status).toBe(201);
    expect((sent?.at ?? Number.POSITIVE_INFINITY) - lastFailure).toBeLessThanOrEqual(10_000);
  });

  it('waits as long as a Retry-After asks before trying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let busy = true;
    answer = (call) => (busy ? { status: 503, body: { detail: 'Busy' }, retryAfter: '120' } : echo(call));
    await createNote(draft);
    await runTimersUntil(async () => writes().length === 1);
    busy = false;
    const refused = writes()[0]?.at ?? 0;
    await runTimersUntil(async () => (await db.outbox.count()) === 0);
    expect(writes()).toHaveLength(2);
    expect((writes()[1]?.at ?? 0) - refused).toBeGreaterThanOrEqual(120_000);
  });

  it('marks a 4xx failed with its message, goes on with later entries, and retries on demand', async () => {
    answer = (call) =>
      call.path.endsWith('/cooking/') ? { status: 400, body: { video: ['Enter a valid Url'] } } : echo(call);
    const { uuid: note } = await createNote(draft);
    await db.cookings.put({ ...(await db.cookings.get(note)), uuid: 'other', id: 9 } as NoteRow);
    await postComment('other', 'Nice');
    await replayOutbox();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ target: note, state: 'failed', error: 'Enter a valid Url' });
    expect(await db.outbox.count()).toBe(1); // the comment after it went through

    answer = echo;
    await retryWrite(failed?.seq as number);
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
  });

  it('discard restores the rows as they were before the write', async () => {
    await db.cookings.put({ ...storedNote('n1'), mentioned: [] } as NoteRow);
    answer = () => ({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    await updateNote('n1', { ...draft, lesson: 'Changed' });
    await deleteNote('n1');
    await replayOutbox();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.state)).toEqual(['failed', 'failed']);
    await discardWrite(entries[1]?.seq as number);
    await discardWrite(entries[0]?.seq as number);
    expect(await db.cookings.get('n1')).toMatchObject({ lesson: 'Footwork drills' });
    expect((await db.cookings.get('n1'))?.deleted).toBeUndefined();
  });

  it('sends only the changed fields of an edit, and nothing when nothing changed', async () => {
    await db.cookings.put({ ...storedNote('n1'), mentioned: [] } as NoteRow);
    expect(await updateNote('n1', { ...draft, video: storedNote('n1').video })).toBe('unchanged');
    expect(await db.outbox.count()).toBe(0);
    await updateNote('n1', { ...draft, lesson: 'Toprock' });
    await replayOutbox();
    expect(writes()).toMatchObject([{ method: 'PATCH', body: { lesson: 'Toprock' } }]);
    expect(Object.keys(writes()[0]?.body ?? {})).toEqual(['lesson']);
  });
});

describe('triggers', () => {
  it('replays when the app is shown again or gains focus, with no retry timer left', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    answer = () => 'network';
    startOutbox();
    const failThenServerBack = async () => {
      answer = () => 'network';
      await createNote(draft);
      await settled(async () => false);
      vi.clearAllTimers();
      answer = echo;
    };
    const sent = () => until(async () => (await db.outbox.count()) === 0);

    await failThenServerBack();
    document.dispatchEvent(new Event('visibilitychange'));
    await sent();
    await failThenServerBack();
    window.dispatchEvent(new Event('focus'));
    await sent();
    expect(writes().map((c) => c.status)).toEqual([0, 201, 0, 201]);
  });
});

describe('collapse', () => {
  beforeEach(async () => {
    await db.cookings.put({ ...storedNote('n1'), mentioned: [] } as NoteRow);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });

  it('toggling one reaction several times offline sends only the final state', async () => {
    await toggleReaction('n1', 'LO');
    await toggleReaction('n1', 'LO');
    await toggleReaction('n1', 'LO');
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'reaction.add' }]);
    await toggleReaction('n1', 'LO');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reactions.count()).toBe(0);
  });

  it('taking back a synced reaction and giving it again cancels out', async () => {
    await db.reactions.put({
      uuid: 'r1',
      id: 5,
      username: 'bgirl.rue',
      like_type: 'DE',
      cooking: 'n1',
      profile_photo: null,
    });
    await toggleReaction('n1', 'DE');
    expect(await db.reactions.get('r1')).toMatchObject({ deleted: 1 });
    await toggleReaction('n1', 'DE');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.reactions.get('r1'))?.deleted).toBeUndefined();
  });

  it('a comment or note deleted before it was sent never reaches the server', async () => {
    await postComment('n1', 'typo');
    const [comment] = await db.comments.toArray();
    await deleteComment(comment?.uuid as string);
    const { uuid: note } = await createNote(draft);
    await postComment(note, 'on the new note');
    await deleteNote(note);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.count()).toBe(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await replayOutbox();
    expect(writes()).toEqual([]);
  });
});

describe('merge rules', () => {
  const page = (results: Note[], next: string | null = null) =>
    ok({ count: results.length, next, previous: null, results });

  it('merges pages by uuid, drops rows the server no longer lists, and keeps rows with queued writes', async () => {
    await db.cookings.bulkPut(
      [storedNote('a', { id: 5 }), storedNote('b', { id: 4 }), storedNote('c', { id: 3 })].map(
        (n) => ({ ...n, mentioned: [] }) as NoteRow,
      ),
    );
    answer = () => 'network';
    await updateNote('c', { ...draft, lesson: 'Queued edit' }); // c has a queued write
    answer = (call) =>
      call.path.endsWith('/latest_cookings/')
        ? page([storedNote('a', { id: 5, lesson: 'Fresh' })])
        : 'network';
    await refreshMirror(noteList('feed'), true);
    expect((await db.cookings.toArray()).map((r) => r.uuid).sort()).toEqual(['a', 'c']);
    expect(await db.cookings.get('a')).toMatchObject({ lesson: 'Fresh' });
    expect(await db.cookings.get('c')).toMatchObject({ lesson: 'Queued edit' });
  });

  it('keeps rows that a queued write changes without being its target', async () => {
    await db.cookings.put({ ...storedNote('a', { id: 5 }), mentioned: [] } as NoteRow);
    await db.cookings.update('a', { lesson: 'Changed by a queued lab write' });
    await db.outbox.add({
      key: 'k-lab',
      kind: 'lab.create',
      target: 'lab-1',
      steps: [{ method: 'POST', path: '/whatiscooking/techniques/create/' }],
      done: 0,
      state: 'pending',
      attempts: 0,
      undo: [{ table: 'cookings', uuid: 'a', before: null }],
      created: 1,
    });
    answer = (call) =>
      call.path.endsWith('/latest_cookings/') ? page([storedNote('a', { id: 5 })]) : 'network';
    await refreshMirror(noteList('feed'), true);
    expect(await db.cookings.get('a')).toMatchObject({ lesson: 'Changed by a queued lab write' });
  });

  it('reaction counts are the server list plus pending changes', async () => {
    await db.cookings.put({ ...storedNote('n1'), mentioned: [] } as NoteRow);
    answer = (call) =>
      call.path.endsWith('/likes/') && call.method === 'GET'
        ? ok([
            { id: 1, uuid: 'x1', username: 'a', like_type: 'LO', cookingidobj: 1, profile_photo: null },
            { id: 2, uuid: 'x2', username: 'b', like_type: 'LO', cookingidobj: 1, profile_photo: null },
          ])
        : 'network';
    await toggleReaction('n1', 'LO');
    await refreshReactions('n1', true);
    const likes = (await db.reactions.where('cooking').equals('n1').toArray()).filter((r) => !r.deleted);
    expect(likes).toHaveLength(3);
  });
});
