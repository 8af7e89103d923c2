/**
 * The secrets QR codes carry to a door (a battle's entrant, a workshop's goer): 16 url-safe
 * characters (96 random bits), compared in constant time so a guess learns nothing from the timing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A new door code: 16 url-safe characters. */
export const newDoorCode = (): string => randomBytes(12).toString('base64url');

/** Whether `given` is `code`, without the time telling how much of it matched. */
export function sameDoorCode(given: string, code: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(code)];
  return a.length === b.length && timingSafeEqual(a, b);
}
