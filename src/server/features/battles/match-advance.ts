/**
 * What a decided match sends on (issue 29): its winner to its side of the next round's match and, from
 * a semifinal, its loser to the match for third place. A place that does not exist (after the final,
 * no match for third place) is left alone, and so is a match already on or decided.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battleMatches } from '../../db/schema';
import { nextPlace, type Place, type Side, thirdPlace } from './bracket-seeds';

export type Decided = Place & { battleId: number; leftEntrant: number | null; rightEntrant: number | null };

const other = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/** The match at `place` of the battle's matches (the match for third place when `third`). */
const at = (place: Place, third: boolean) =>
  and(
    eq(battleMatches.round, place.round),
    eq(battleMatches.position, place.position),
    eq(battleMatches.thirdPlace, third),
  );

/** The matches `match` sends its winner and loser to: the next round's and, from a semifinal, third place. */
export const matchesAfter = (match: Decided) => or(at(nextPlace(match), false), at(thirdPlace(match), true));

/** Puts `entrant` on `side` of the match at `place`, which is ready once both its sides are known. */
async function seat(
  db: Db,
  battleId: number,
  place: Place & { side: Side },
  third: boolean,
  entrant: number | null,
) {
  const facing = place.side === 'left' ? battleMatches.rightEntrant : battleMatches.leftEntrant;
  await db
    .update(battleMatches)
    .set({
      [place.side === 'left' ? 'leftEntrant' : 'rightEntrant']: entrant,
      status: sql`case when ${facing} is not null then 'ready' else 'waiting' end`,
    })
    .where(
      and(
        eq(battleMatches.battleId, battleId),
        at(place, third),
        inArray(battleMatches.status, ['waiting', 'ready']),
      ),
    );
}

/** Seats the winner (`winner`'s side of `match`) in the next round and, from a semifinal, the loser in third place. */
export async function sendOn(db: Db, match: Decided, winner: Side): Promise<void> {
  const entrantOn = (side: Side) => (side === 'left' ? match.leftEntrant : match.rightEntrant);
  await seat(db, match.battleId, nextPlace(match), false, entrantOn(winner));
  await seat(db, match.battleId, thirdPlace(match), true, entrantOn(other(winner)));
}
