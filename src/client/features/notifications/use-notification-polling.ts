/**
 * Keeps the notification mirror fresh (spec 4.4): a fetch on mount, then one each time the user's live
 * stream says a notification came (lib/live.ts), polling every minute only while the stream cannot be
 * held; only a tab in view streams, and one coming back into view fetches once. Users whose
 * username contains "change-me" neither stream nor poll. A fetch refused with token_not_valid (the
 * refresh failed too) ends the session; other failures are only logged and the mirrored list stays.
 * Returns the check, for a fetch now (the bell opening).
 */
import { useCallback, useEffect, useRef } from 'react';
import { liveApi } from '../../../shared/api-paths';
import { watchLive } from '../../lib/live';
import { onFetchFailure, refreshNotifications } from './notifications.mirror';

/** The fallback poll, while the live stream is down. */
export const POLL_MS = 60_000;

export function useNotificationPolling(username: string, onSessionEnded: () => void): () => void {
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;
  const check = useCallback(() => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    refreshNotifications().catch(onFetchFailure(() => ended.current()));
  }, []);
  useEffect(() => {
    check();
    if (/change-me/i.test(username)) return;
    // Only a tab in view holds the stream: over HTTP/1.1 a browser gives a site six connections, which
    // a stream in every hidden tab would take. A tab coming into view reads the bell and streams again.
    let stop: (() => void) | null = null;
    const follow = () => {
      if (document.visibilityState !== 'visible') {
        stop?.();
        stop = null;
        return;
      }
      check();
      stop ??= watchLive(liveApi.me, check, { pollMs: POLL_MS });
    };
    stop = document.visibilityState === 'visible' ? watchLive(liveApi.me, check, { pollMs: POLL_MS }) : null;
    document.addEventListener('visibilitychange', follow);
    return () => {
      stop?.();
      document.removeEventListener('visibilitychange', follow);
    };
  }, [username, check]);
  return check;
}
