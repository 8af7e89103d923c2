/**
 * A battle's page reads: the battle as the mirror holds it, read again on opening, on coming back
 * online or into view, on each change the event's live stream tells of (lib/live.ts: polling when the
 * stream cannot be held, nothing offline), and when one of its writes leaves the outbox (sent, or
 * refused), so what the device laid over it gives way to the server's answer.
 */
import { liveQuery } from 'dexie';
import { useCallback, useEffect } from 'react';
import { liveApi } from '../../../shared/api-paths';
import { db } from '../../lib/db';
import { watchLive } from '../../lib/live';
import { useLiveQuery } from '../../lib/live-query';
import { useMirrorRead } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';
import { fetchBattle, waiting } from './battles.mirror';

/**
 * Reads the battle again whenever one of its waiting writes leaves the outbox or moves on a step
 * (sent, or refused), so the server's answer takes the place of what the device showed.
 */
function useReadWhenSent(battle: number, read: () => void) {
  useEffect(() => {
    let seen = new Map<string, number>();
    const subscription = liveQuery(() => waiting(battle)).subscribe((entries) => {
      const now = new Map(entries.map((entry) => [entry.key, entry.done]));
      const moved = [...seen].some(([key, done]) => now.get(key) !== done);
      seen = now;
      if (moved && navigator.onLine) read();
    });
    return () => subscription.unsubscribe();
  }, [battle, read]);
}

/**
 * Battle `battle` of event `event`, live: `bracket` undefined while it loads, null when it does not
 * exist for this user; its entrants and prelim scores as far as the caller may see them.
 */
export function useBattle(event: string, battle: number) {
  const stored = useLiveQuery(async () => (await db.brackets.get(battle)) ?? null, [battle]);
  const list = useLiveQuery(async () => (await db.entrants.get(battle)) ?? null, [battle]);
  const { row, read, pending, error, retry } = useMirrorRead(stored);
  const readAgain = useCallback(() => read(() => fetchBattle(battle)), [read, battle]);
  useRevalidate(
    useCallback(
      (online: boolean) =>
        read(async () => (online || !(await db.brackets.get(battle)) ? fetchBattle(battle) : true)),
      [read, battle],
    ),
  );
  useEffect(() => watchLive(liveApi.event(event), readAgain), [event, readAgain]);
  useReadWhenSent(battle, readAgain);
  return {
    bracket: row === undefined ? undefined : (row?.bracket ?? null),
    fetchedAt: row?.fetched_at ?? null,
    entrants: list?.results ?? [],
    prelims: list?.prelims ?? [],
    helpers: list?.helpers ?? [],
    pending,
    error,
    retry,
  };
}

export type BattleRead = ReturnType<typeof useBattle>;
