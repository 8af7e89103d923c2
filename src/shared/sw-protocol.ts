/** What the page and the service worker (sw/) say to each other: cache names, sync tag, messages. */
export const API_CACHE = 'api';
export const OUTBOX_SYNC_TAG = 'outbox';
/** Page to worker: take over now (the user pressed Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Worker to page: Background Sync fired, replay the outbox. */
export const OUTBOX_SYNC = 'outbox-sync';
/** Page to worker, with a MessagePort: answer `{ version }` (APP_VERSION) on the port. */
export const GET_VERSION = 'GET_VERSION';
/** idb-keyval key: what a push without a readable payload says, in the app's language (set by the page). */
export const PUSH_FALLBACK_TEXT = 'push-fallback-text';
