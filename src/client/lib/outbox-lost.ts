/**
 * Writes lost with the local database (DESIGN 4: said, never silent). localStorage keeps how many
 * writes wait in the outbox and which copy of the database they wait in (its generation, made with
 * it). A start that finds a database of another generation, while that count was above 0, says
 * how many were lost, once.
 *
 * What can be told: the browser evicting IndexedDB under storage pressure (Chromium keeps
 * localStorage then), IndexedDB alone cleared (devtools, CDP, an extension), or a database the
 * browser could not open and made again. What cannot: "Clear site data", Safari's 7-day limit and
 * Firefox's eviction remove localStorage with the database, so nothing is left to tell from, and
 * the app starts as on a new device.
 */
import { db } from './db';

const KEY = 'cypher:outbox-waiting';
type Kept = { generation: string; waiting: number };

/** This copy's generation, kept in it; made when the database has none. */
async function generation(): Promise<string> {
  return db.transaction('rw', db.device, async () => {
    const fact = await db.device.get('generation');
    if (fact) return fact.value;
    const id = crypto.randomUUID();
    await db.device.add({ key: 'generation', value: id });
    return id;
  });
}

let ours: string | null = null;

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (typeof kept?.generation !== 'string' || typeof kept.waiting !== 'number') return null;
    return { generation: kept.generation, waiting: Math.max(0, Math.floor(kept.waiting)) };
  } catch {
    return null;
  }
}

function writeKept(kept: Kept): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // localStorage full or refused: the next start cannot tell, as if it had been cleared.
  }
}

/**
 * Keeps the outbox's count for this generation; the outbox calls it whenever its count changed. A
 * database removed while the page is open comes back without a generation: the count is then left
 * as it was, for the next start to tell. Never throws.
 */
export async function keepCount(): Promise<void> {
  if (!ours) return;
  try {
    const [fact, waiting] = await db.transaction('r', db.device, db.outbox, () =>
      Promise.all([db.device.get('generation'), db.outbox.count()]),
    );
    if (ours && fact?.value === ours) writeKept({ generation: ours, waiting });
  } catch {
    // The database is closing or gone: the count kept before stays, for the next start to tell.
  }
}

/**
 * At start: the number of writes lost since the last start (0 when none or nothing to tell from),
 * and from then on the outbox's count kept up to date.
 */
export async function watchLostWrites(): Promise<number> {
  const kept = readKept();
  ours = await generation();
  const lost = kept && kept.generation !== ours ? kept.waiting : 0;
  await keepCount();
  return lost;
}
