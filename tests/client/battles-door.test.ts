/**
 * A code read at a battle's door (scan-codes.tsx), decided on the device from the entrants it keeps,
 * so it works offline: the entrant of this battle whose code it is, or why not.
 */
import { describe, expect, it } from 'vitest';
import { checkinText } from '../../src/client/features/battles/qr/checkin-code';
import { atTheDoor } from '../../src/client/features/battles/scan-codes';
import type { Entrant } from '../../src/shared/schemas/battles';

const CODE = 'a1B2c3D4e5F6g7H8';
const kai: Entrant = {
  id: 12,
  battle: 3,
  name: 'Kai',
  members: [],
  checked_in: false,
  seed: null,
  code: CODE,
};

describe('a code read at the door', () => {
  it("names this battle's entrant whose code it is", () => {
    expect(atTheDoor(checkinText(3, 12, CODE), 3, [kai])).toEqual({ entrant: kai, code: CODE });
  });

  it("says another battle's code, a code no entrant has, and a text that is no code", () => {
    expect(atTheDoor(checkinText(4, 12, CODE), 3, [kai])).toBe('another battle');
    expect(atTheDoor(checkinText(3, 12, 'x1B2c3D4e5F6g7H8'), 3, [kai])).toBe('unknown');
    expect(atTheDoor(checkinText(3, 13, CODE), 3, [kai])).toBe('unknown');
    expect(atTheDoor('https://example.com/', 3, [kai])).toBe('not a code');
  });
});
