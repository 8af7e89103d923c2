/**
 * A battle pulled from the API into the mirror (v18): its bracket (with the battle and the caller's
 * roles) for everyone, its entrants for those who run it, enter it, or watch it before its bracket,
 * the prelim scores the caller may see, and the helpers for the organiser. Each read is saved with
 * the battle's writes still in the outbox laid over it (battle-writes.ts); a 404 (the battle gone,
 * or not the caller's to see) removes the copy. Offline, the copy shows with the time it was read.
 */
import { battlesApi } from '../../../shared/api-paths';
import type { Bracket, Entrant, Person, PrelimRow } from '../../../shared/schemas/battles';
import { ApiError, api } from '../../lib/api';
import { db, mirrorGeneration } from '../../lib/db';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { applyWrites, type BattleState, battleTarget } from './battle-writes';

/** The signed-in dancer as their writes name them. */
function me(): Person {
  const user = store.get(userAtom);
  return {
    username: user?.username ?? '',
    artist_name: user?.portfolio?.artist_name || user?.username || '',
  };
}

/** The battle's writes still waiting to be sent, oldest first (a failed one no longer shows). */
export const waiting = async (battle: number) =>
  (await db.outbox.where('target').startsWith(battleTarget(battle)).sortBy('seq')).filter(
    (entry) =>
      entry.state === 'pending' &&
      (entry.target === battleTarget(battle) || entry.target.startsWith(`${battleTarget(battle)}:`)),
  );

/**
 * Saves what was read (what was not read this time is kept), with the battle's waiting writes laid
 * over it.
 */
async function save(battle: number, read: Partial<BattleState>): Promise<void> {
  await db.transaction('rw', db.brackets, db.entrants, db.outbox, async () => {
    const [kept, list] = await Promise.all([db.brackets.get(battle), db.entrants.get(battle)]);
    const state: BattleState = {
      bracket: read.bracket ?? kept?.bracket ?? null,
      entrants: read.entrants ?? list?.results ?? [],
      prelims: read.prelims ?? list?.prelims ?? [],
      helpers: read.helpers ?? list?.helpers ?? [],
    };
    const shown = applyWrites(state, await waiting(battle), me());
    const now = Date.now();
    if (shown.bracket)
      await db.brackets.put({
        id: battle,
        bracket: shown.bracket,
        fetched_at: read.bracket ? now : (kept?.fetched_at ?? now),
      });
    if (read.entrants || list || shown.entrants.length > 0 || shown.helpers.length > 0)
      await db.entrants.put({
        id: battle,
        results: shown.entrants,
        prelims: shown.prelims,
        helpers: shown.helpers,
        fetched_at: read.entrants ? now : (list?.fetched_at ?? now),
      });
  });
}

/**
 * Lays the battle's waiting writes over its copy, so one just queued shows at once (one already sent
 * shows with the server's answer, read next) and one taken back no longer does.
 */
export const showWrites = (battle: number) => save(battle, {});

const results = async <T>(path: string) => (await api<{ results: T[] }>(path)).results;

/** Reads the battle again (on opening, on each live change, when a write has been sent). */
export async function fetchBattle(battle: number): Promise<boolean> {
  const started = mirrorGeneration();
  let bracket: Bracket;
  try {
    bracket = await api<Bracket>(battlesApi.bracket(battle));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    await db.transaction('rw', db.brackets, db.entrants, () =>
      Promise.all([db.brackets.delete(battle), db.entrants.delete(battle)]),
    );
    return false;
  }
  const { you, prelims } = bracket.battle;
  const runs = you.organiser || you.helper || you.judge || you.entrant !== null;
  const [entrants, scores, helpers] = await Promise.all([
    runs || bracket.size === null ? results<Entrant>(battlesApi.entrants(battle)) : undefined,
    prelims && (you.organiser || you.judge) ? results<PrelimRow>(battlesApi.prelims(battle)) : undefined,
    you.organiser
      ? api<{ helpers: Person[] }>(battlesApi.helpers(battle)).then((answer) => answer.helpers)
      : undefined,
  ]);
  // The mirror was cleared (a sign-out) while this was on its way: it belongs to the one before.
  if (mirrorGeneration() !== started) return true;
  await save(battle, { bracket, entrants, prelims: scores, helpers });
  return true;
}
