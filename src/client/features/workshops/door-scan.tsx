/**
 * "Scan codes" at a workshop's door: a goer's QR code read by the camera (or from a photo) checks in
 * the goer of this workshop it names, matched against the door list kept on the device, so it works
 * offline; the server checks the code itself when the check-in lands.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import type { DoorGoer } from '../../../shared/schemas/workshops';
import { CodeScanner } from '../../ui/qr/code-scanner';
import { checkInGoer } from './door.actions';
import { readGoerText } from './goer-code';

type Props = {
  uuid: string;
  workshopId: number;
  goers: DoorGoer[];
  write: (queue: () => Promise<string>) => void;
};
type Said = { ok: boolean; text: string };

/** What a read text is at this workshop's door: one of its goers to check in, or why not. */
export function atTheDoor(
  text: string,
  workshopId: number,
  goers: DoorGoer[],
): { goer: DoorGoer; code: string } | 'not a code' | 'another workshop' | 'unknown' {
  const read = readGoerText(text);
  if (!read) return 'not a code';
  if (read.workshop !== workshopId) return 'another workshop';
  const goer = goers.find((g) => g.id === read.going);
  return goer ? { goer, code: read.code } : 'unknown';
}

export function DoorScan({ uuid, workshopId, goers, write }: Props) {
  const { t } = useLingui();
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  function read(text: string) {
    const found = atTheDoor(text, workshopId, goers);
    if (found === 'not a code') return setSaid({ ok: false, text: t`This is not a workshop code.` });
    if (found === 'another workshop')
      return setSaid({ ok: false, text: t`This code is for another workshop.` });
    if (found === 'unknown')
      return setSaid({ ok: false, text: t`No one going to this workshop has this code.` });
    const { goer, code } = found;
    if (goer.attended) return setSaid({ ok: true, text: t`${goer.artist_name} is already checked in.` });
    write(() => checkInGoer(uuid, goer.id, true, code));
    setSaid({ ok: true, text: t`${goer.artist_name} is checked in.` });
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
      {scanning && <CodeScanner onCode={read} prompt={t`Point the camera at the dancer's code.`} />}
      {said && (
        <Alert color={said.ok ? 'green' : 'red'} variant="light" role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </Alert>
      )}
    </Stack>
  );
}
