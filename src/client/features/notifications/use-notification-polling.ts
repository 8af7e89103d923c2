/**
 * Keeps the notification mirror fresh (spec 4.4): a fetch on mount, then one each time the user's live
 * stream says a notification came (lib/live.ts), polling every minute only while the stream cannot be
 * held; a tab coming back into view fetches once (what came while hidden was skipped). Users whose
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
    const stop = watchLive(liveApi.me, check, { pollMs: POLL_MS });
    document.addEventListener('visibilitychange', check);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', check);
    };
  }, [username, check]);
  return check;
}
