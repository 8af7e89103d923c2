/**
 * Offline-core figures (DESIGN section 7), measured with the real client modules on fake-indexeddb
 * in Node (real Chromium IndexedDB is faster, so these are upper bounds):
 * - the home feed's first page read from a 10,000-note mirror;
 * - 500 queued comments replayed by the outbox into the real API on PGlite, through a flaky link
 *   that drops some requests before the server and some answers after it committed.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { clearMirror, db, type NoteRow } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { ListPage } from '../../src/shared/api';
import type { Comment } from '../../src/shared/schemas/notes';
import { createVerifiedUser } from '../helpers/accounts';
import { noteRow } from '../helpers/notes';
import { makeTestApp } from '../helpers/server';

// Node 20 has no `navigator`; the outbox reads navigator.onLine.
if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { onLine: true } });
const { postComment } = await import('../../src/client/features/notes/reactions.actions');
const { replayOutbox } = await import('../../src/client/lib/outbox');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function note(i: number): NoteRow {
  return noteRow({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    id: i + 1,
    username: `dancer${i % 50}`,
    lesson: `Lesson ${i}: footwork, freezes and musicality notes. `.repeat(3),
    created: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  });
}

async function feedFirstPage(): Promise<string> {
  await clearMirror();
  await db.cookings.bulkPut(Array.from({ length: 10_000 }, (_, i) => note(i)));
  const times: number[] = [];
  for (let run = 0; run < 30; run++) {
    const start = performance.now();
    const rows = await db.cookings
      .orderBy('created')
      .reverse()
      .filter((row) => !row.deleted)
      .limit(21)
      .toArray();
    times.push(performance.now() - start);
    if (rows.length !== 21) throw new Error('feed read returned the wrong page');
  }
  return `Dexie feed first page from 10,000 notes: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (budget 20 ms; fake-indexeddb in Node)`;
}

async function replay(): Promise<string> {
  const t = await makeTestApp();
  // The API client looks for the shell's early reads on `window`, which Node has not; it is made only
  // now, as PGlite (started above) would take it for a browser.
  Object.defineProperty(globalThis, 'window', { configurable: true, value: {} });
  try {
    const { user, token } = await createVerifiedUser(t);
    const send = (method: string, path: string, body: unknown) =>
      t.app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await send('POST', '/api/artist/portfolios/', { artist_name: 'Bench', country: 'US' });
    const created = await send('POST', '/api/whatiscooking/cooking/', {
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      access: 5,
    });
    const cooking = (await created.json()) as { id: number; uuid: string };

    await clearMirror();
    store.set(sessionAtom, {
      access: token,
      refresh: 'unused',
      user: {
        pk: user.id,
        username: user.username,
        email: user.email,
        country: 'US',
        gender: 'NS',
        language: 'en',
        portfolio: null,
      },
    });
    await db.cookings.put({ ...note(0), uuid: cooking.uuid, id: cooking.id });

    // A flaky link: 5% of requests never reach the server, 5% of answers are lost after it committed.
    let dropped = 0;
    let lost = 0;
    let seed = 7;
    const chance = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const roll = chance();
      if (roll < 0.05) {
        dropped++;
        throw new TypeError('Failed to fetch');
      }
      const res = await t.app.request(String(input), init);
      if (roll < 0.1) {
        lost++;
        throw new TypeError('Failed to fetch');
      }
      return res;
    }) as typeof fetch;

    const total = 500;
    for (let i = 0; i < total; i++) await postComment(cooking.uuid, `comment ${i}`);
    const start = performance.now();
    let rounds = 0;
    while ((await db.outbox.count()) > 0 && rounds < 10_000) {
      rounds++;
      await replayOutbox();
    }
    const ms = performance.now() - start;
    globalThis.fetch = realFetch;

    const texts: string[] = [];
    let url: string | null = `/api/whatiscooking/cooking/comments/?cookingidobj=${cooking.id}&page_size=100`;
    while (url) {
      const page = (await (await t.app.request(url)).json()) as ListPage<Comment>;
      texts.push(...page.results.map((c) => c.comment));
      url = page.next;
    }
    const distinct = new Set(texts).size;
    return `outbox replay of ${total} queued writes: ${(ms / 1000).toFixed(1)} s, ${total - distinct} lost, ${texts.length - distinct} duplicates (${dropped} requests dropped, ${lost} answers lost on the way)`;
  } finally {
    Reflect.deleteProperty(globalThis, 'window');
    await t.close();
  }
}

export async function offlineFigures(): Promise<string[]> {
  return [await feedFirstPage(), await replay()];
}
