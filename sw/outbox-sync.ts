/**
 * The Background Sync trigger of the outbox (DESIGN 4). The page registers the `outbox` tag when it
 * queues a write; when the browser regains a connection it fires `sync` here, and every open window
 * is told to replay (the replayer lives in the page, under a Web Lock). With no window open there is
 * nobody to replay, so the event fails and the browser tries again later; the page also replays on start.
 */
/// <reference lib="webworker" />
import { OUTBOX_SYNC, OUTBOX_SYNC_TAG } from '../src/shared/sw-protocol';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function tellWindowsToReplay(lastChance: boolean): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: OUTBOX_SYNC });
  if (windows.length === 0 && !lastChance) throw new Error('No window to replay the outbox; retry later.');
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(tellWindowsToReplay(sync.lastChance));
  });
}
