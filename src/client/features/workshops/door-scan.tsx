/**
 * "Scan codes" at a workshop's door: a goer's QR code read by the camera (or from a photo) checks in
 * the goer of this workshop it names, matched against the door list kept on the device, so it works
 * offline; the server checks the code itself when the check-in lands.
 */
import { useLingui } from '@lingui/react/macro';
import type { DoorGoer } from '../../../shared/schemas/workshop-door';
import { DoorScanner, type Said } from '../../ui/qr/door-scanner';
import { checkInGoer } from './door.actions';
import { readGoerText } from './goer-code';

type Props = {
  uuid: string;
  workshopId: number;
  goers: DoorGoer[];
  write: (queue: () => Promise<string>) => void;
};

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

  function read(text: string): Said {
    const found = atTheDoor(text, workshopId, goers);
    if (found === 'not a code') return { ok: false, text: t`This is not a workshop code.` };
    if (found === 'another workshop') return { ok: false, text: t`This code is for another workshop.` };
    if (found === 'unknown') return { ok: false, text: t`No one going to this workshop has this code.` };
    const { goer, code } = found;
    if (goer.attended) return { ok: true, text: t`${goer.artist_name} is already checked in.` };
    write(() => checkInGoer(uuid, goer.id, true, code));
    return { ok: true, text: t`${goer.artist_name} is checked in.` };
  }

  return <DoorScanner read={read} prompt={t`Point the camera at the dancer's code.`} />;
}
