/**
 * "Scan codes" at the door: each entrant's QR code read by the camera (or from a photo) checks in the
 * entrant of this battle whose code it is, matched against the entrants kept on the device, so it
 * works offline; another battle's code, or one no entrant has, is said plainly.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import type { Battle, Entrant } from '../../../shared/schemas/battles';
import { DoorScanner, type Said } from '../../ui/qr/door-scanner';
import { checkIn } from './battles.actions';
import { readCheckinText } from './qr/checkin-code';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: Battle; entrants: Entrant[] };

/** What a read text is at this battle's door: an entrant of it to check in, or why not. */
export function atTheDoor(
  text: string,
  battle: number,
  entrants: Entrant[],
): { entrant: Entrant; code: string } | 'not a code' | 'another battle' | 'unknown' {
  const code = readCheckinText(text);
  if (!code) return 'not a code';
  if (code.battle !== battle) return 'another battle';
  const entrant = entrants.find((e) => e.id === code.entrant && e.code === code.code);
  return entrant ? { entrant, code: code.code } : 'unknown';
}

export function ScanCodes({ battle, entrants }: Props) {
  const { t } = useLingui();
  const { write, message } = useBattleWrite(battle.id, true);

  function read(text: string): Said {
    const found = atTheDoor(text, battle.id, entrants);
    if (found === 'not a code') return { ok: false, text: t`This is not an entrant's code.` };
    if (found === 'another battle') return { ok: false, text: t`This code is for another battle.` };
    if (found === 'unknown') return { ok: false, text: t`No entrant of this battle has this code.` };
    const { entrant, code } = found;
    if (entrant.checked_in) return { ok: true, text: t`${entrant.name} is already checked in.` };
    write(() => checkIn(battle.id, entrant.id, true, code));
    return { ok: true, text: t`${entrant.name} is checked in.` };
  }

  return (
    <Stack gap="sm">
      <DoorScanner read={read} prompt={t`Point the camera at the entrant's code.`} />
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
