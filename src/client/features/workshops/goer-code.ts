/**
 * The text a goer's QR code carries to a workshop's door: `cypher:goer:{workshopId}:{goingId}:{code}`.
 * Reading is strict: anything that is not exactly that (ids 1..2147483647 without leading zeros, the
 * goer's 16-character url-safe code) is not a goer's code.
 */
import { MAX_ID } from '../../../shared/schemas/fields';

export type GoerCode = { workshop: number; going: number; code: string };

const GOER = /^cypher:goer:([1-9]\d{0,9}):([1-9]\d{0,9}):([A-Za-z0-9_-]{16})$/;

/** The QR text for goer `going` of workshop `workshop`. */
export const goerText = (workshop: number, going: number, code: string): string =>
  `cypher:goer:${workshop}:${going}:${code}`;

/** The workshop, goer and code a read QR text names, or null when it is not a goer's code. */
export function readGoerText(text: string): GoerCode | null {
  const match = GOER.exec(text);
  if (!match) return null;
  const [, workshop, going, code = ''] = match;
  const ids = { workshop: Number(workshop), going: Number(going) };
  return ids.workshop <= MAX_ID && ids.going <= MAX_ID ? { ...ids, code } : null;
}
