/**
 * The text an entrant's QR code carries to the door: `cypher:entrant:{battleId}:{entrantId}:{code}`.
 * Reading is strict: anything that is not exactly that (ids 1..2147483647 without leading zeros, the
 * entrant's 16-character url-safe code) is not a check-in code.
 */
import { MAX_ID } from '../../../../shared/schemas/fields';

export type CheckinCode = { battle: number; entrant: number; code: string };

const CHECKIN = /^cypher:entrant:([1-9]\d{0,9}):([1-9]\d{0,9}):([A-Za-z0-9_-]{16})$/;

/** The QR text for an entrant of a battle. */
export const checkinText = (battle: number, entrant: number, code: string): string =>
  `cypher:entrant:${battle}:${entrant}:${code}`;

/** The battle, entrant and code a read QR text names, or null when it is not a check-in code. */
export function readCheckinText(text: string): CheckinCode | null {
  const match = CHECKIN.exec(text);
  if (!match) return null;
  const [, battle, entrant, code = ''] = match;
  const ids = { battle: Number(battle), entrant: Number(entrant) };
  return ids.battle <= MAX_ID && ids.entrant <= MAX_ID ? { ...ids, code } : null;
}
