/**
 * Keeps the notification mirror fresh (spec 4.4): a fetch on mount, then one every minute while the
 * tab is visible and online; users whose username contains "change-me" do not poll. A fetch refused
 * with token_not_valid (the refresh failed too) ends the session; other failures are only logged and
 * the mirrored list stays. Returns the check, for a fetch now (the bell opening).
 */
import { useCallback, useEffect, useRef } from 'react';
import { onFetchFailure, refreshNotifications } from './notifications.mirror';

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
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [username, check]);
  return check;
}
