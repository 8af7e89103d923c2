/**
 * "Scan codes" at the door: each entrant's QR code read by the camera (or from a photo) checks in the
 * entrant of this battle whose code it is, matched against the entrants kept on the device, so it
 * works offline; another battle's code, or one no entrant has, is said plainly.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import type { Battle, Entrant } from '../../../shared/schemas/battles';
import { CodeScanner } from '../../ui/qr/code-scanner';
import { checkIn } from './battles.actions';
import { readCheckinText } from './qr/checkin-code';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: Battle; entrants: Entrant[] };
type Said = { ok: boolean; text: string };

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
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const { write, message } = useBattleWrite(battle.id, true);

  function read(text: string) {
    const found = atTheDoor(text, battle.id, entrants);
    if (found === 'not a code') return setSaid({ ok: false, text: t`This is not an entrant's code.` });
    if (found === 'another battle') return setSaid({ ok: false, text: t`This code is for another battle.` });
    if (found === 'unknown') return setSaid({ ok: false, text: t`No entrant of this battle has this code.` });
    const { entrant, code } = found;
    if (entrant.checked_in) return setSaid({ ok: true, text: t`${entrant.name} is already checked in.` });
    write(() => checkIn(battle.id, entrant.id, true, code));
    setSaid({ ok: true, text: t`${entrant.name} is checked in.` });
  }

  return (
    <Stack gap="sm">
      <Button
        variant={scanning ? 'default' : 'light'}
        mih={44}
        w="fit-content"
        leftSection={<IconQrcode size={18} aria-hidden />}
        onClick={() => setScanning(!scanning)}
      >
        {scanning ? <Trans>Stop scanning</Trans> : <Trans>Scan codes</Trans>}
      </Button>
      {scanning && <CodeScanner onCode={read} prompt={t`Point the camera at the entrant's code.`} />}
      {said && (
        <Alert color={said.ok ? 'green' : 'red'} variant="light" role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </Alert>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
