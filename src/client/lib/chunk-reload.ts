/**
 * Recovery from a route chunk that failed to load (spec 4.9), usually because a new version was
 * deployed. The page reloads once; a sessionStorage stamp keeps it from reloading in a loop.
 */
const RELOAD_KEY = 'cypher:chunk-reload-at';
/** A second chunk failure this soon after a reload shows the error instead of reloading again. */
const RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a failed dynamic import of a route chunk. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));

/** Whether the one reload is still available (no chunk reload moments ago). */
export function mayReloadForChunk(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOAD_KEY) ?? 0) >= RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

/** Stamps the reload and reloads the page. */
export function reloadForChunk(): void {
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}
