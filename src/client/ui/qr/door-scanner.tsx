/**
 * "Scan codes" at a door (a battle's, a workshop's): a button that opens the camera scanner, and what
 * the last code read said, as `read` (the feature's) judged it: checked in, or why not.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeScanner } from './code-scanner';

/** What a code read at the door came to: `ok` when someone is (or already was) checked in. */
export type Said = { ok: boolean; text: string };

type Props = { prompt: string; read: (text: string) => Said };

export function DoorScanner({ prompt, read }: Props) {
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
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
      {scanning && <CodeScanner onCode={(text) => setSaid(read(text))} prompt={prompt} />}
      {said && (
        <Alert color={said.ok ? 'green' : 'red'} variant="light" role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </Alert>
      )}
    </Stack>
  );
}
