/** The line a password form shows while the browser solves the server's proof of work. */
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

export function CheckingDevice({ checking }: { checking: boolean }) {
  if (!checking) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      <Trans>Checking this device…</Trans>
    </Text>
  );
}
