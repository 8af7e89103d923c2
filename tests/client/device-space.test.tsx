/**
 * A full or cleared device (DESIGN 4): a write the device has no room for is said in words with
 * Free space, and what was typed stays; writes lost with a removed database are counted at the next
 * start. The full device is a Dexie write that throws the browser's quota error (fake-indexeddb has
 * no quota); tests/e2e/device-space.spec.ts fills a real one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentsPanel } from '../../src/client/features/notes/feed/comments-panel';
import { postComment } from '../../src/client/features/notes/reactions.actions';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox, startOutbox } from '../../src/client/lib/outbox';
import { watchLostWrites } from '../../src/client/lib/outbox-lost';
import { sessionAtom } from '../../src/client/lib/session';
import { isStorageFull, StorageFullError } from '../../src/client/lib/storage-full';
import { store } from '../../src/client/lib/store';
import { page, stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const NOTE = '4d3c2b1a-0000-4000-8000-00000000feed';
const OTHER = '4d3c2b1a-0000-4000-8000-00000000beef';
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Cache Storage as the service worker leaves it: its precache and three runtime caches. */
function stubCaches() {
  const names = new Set(['workbox-precache-v2-http://localhost/', 'api', 'media', 'youtube-thumbnails']);
  vi.stubGlobal('caches', {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  });
  return names;
}

const box = () => screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;

async function openComments() {
  await db.cookings.bulkPut([noteRow({ uuid: NOTE }), noteRow({ uuid: OTHER })]);
  stubFetch({ 'GET /api/whatiscooking/cooking/comments/*': { body: page([]) } });
  renderWithProviders([{ path: '/', element: <CommentsPanel noteUuid={NOTE} /> }]);
  await screen.findByRole('textbox', { name: 'Write a comment' });
}

beforeEach(async () => {
  await clearMirror();
  localStorage.clear();
  store.set(sessionAtom, testSession(true));
  // Offline: queued writes wait, so the outbox's count is the test's to read.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('a quota error', () => {
  it('is recognised however IndexedDB or Dexie wraps it', () => {
    expect(isStorageFull(quota())).toBe(true);
    expect(isStorageFull(new Dexie.QuotaExceededError(quota()))).toBe(true);
    expect(isStorageFull(new Dexie.AbortError(quota()))).toBe(true);
    expect(isStorageFull(new StorageFullError(quota()))).toBe(true);
    expect(isStorageFull(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isStorageFull(new Dexie.AbortError(new DOMException('gone', 'AbortError')))).toBe(false);
    expect(isStorageFull(new Dexie.ConstraintError('Key already exists'))).toBe(false);
    expect(isStorageFull(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('a device out of space', () => {
  it('keeps the comment in its box and says so, instead of nothing', async () => {
    await openComments();
    vi.spyOn(db.outbox, 'add').mockRejectedValue(quota());
    for (const text of ['Sharp hits.', 'Clean freeze.', 'Again!']) {
      await userEvent.clear(box());
      await userEvent.type(box(), text);
      await userEvent.click(screen.getByRole('button', { name: 'Post' }));
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByText('This device is out of space')).toBeTruthy();
      expect(box().value).toBe(text);
    }
    // One notice, however many writes failed; neither the comment nor its entry was kept.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(
      screen.getByText(
        'Nothing was saved. What you typed is still in the form: free some space, then try again.',
      ),
    ).toBeTruthy();
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('frees the caches and rows the app can fetch again, keeps the waiting writes, and lets the post go again', async () => {
    const cacheNames = stubCaches();
    await openComments();
    await postComment(OTHER, 'Waiting to be sent.');
    const [waiting] = await db.comments.toArray();
    if (!waiting) throw new Error('the comment was not queued');
    await db.comments.put({ ...waiting, uuid: crypto.randomUUID(), comment: 'Synced.', id: 3 });
    await db.lists.put({ key: 'feed', fetchedAt: Date.now(), next: null, count: 2 });

    const full = vi.spyOn(db.outbox, 'add').mockRejectedValue(quota());
    await userEvent.type(box(), 'Sharp hits.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Free space' }));
    expect(
      await screen.findByText(
        'Space is freed: try again. Pictures and lists seen before load again when you are online.',
      ),
    ).toBeTruthy();

    expect([...cacheNames]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect((await db.comments.toArray()).map((row) => row.comment)).toEqual(['Waiting to be sent.']);
    expect(await db.cookings.count()).toBe(0);
    expect(await db.lists.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);

    full.mockRestore();
    expect(box().value).toBe('Sharp hits.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(await db.outbox.count()).toBe(2);
  });
});

/** The browser removes the database; the app opens it again, new and empty. */
async function removeDatabase() {
  db.close();
  await Dexie.delete('cypher');
  await db.open();
}

describe('writes lost with a removed database', () => {
  it('are counted at the next start, once', async () => {
    expect(await watchLostWrites()).toBe(0);
    for (const text of ['One', 'Two', 'Three']) await postComment(NOTE, text);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}').waiting).toBe(3),
    );

    await removeDatabase();
    expect(await watchLostWrites()).toBe(3);
    expect(await watchLostWrites()).toBe(0);
  });

  it('are told at start as "N unsent changes could not be kept on this device"', async () => {
    await watchLostWrites();
    await postComment(NOTE, 'Only one');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}').waiting).toBe(1),
    );
    await removeDatabase();
    renderWithProviders([{ path: '/', element: null }]);
    startOutbox();
    expect(await screen.findByText('1 unsent change could not be kept on this device')).toBeTruthy();
  });

  it('are not claimed when the writes were sent, or dropped at sign-out', async () => {
    await watchLostWrites();
    await postComment(NOTE, 'Sent later');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}').waiting).toBe(1),
    );
    stubFetch({ 'POST /api/whatiscooking/cooking/comments/': { status: 201, body: {} } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cypher:outbox-waiting') ?? '{}').waiting).toBe(0),
    );
    expect(await watchLostWrites()).toBe(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await postComment(NOTE, 'Dropped at sign-out');
    await clearMirror();
    expect(await watchLostWrites()).toBe(0);
  });
});
