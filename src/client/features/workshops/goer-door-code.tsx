/**
 * The goer's side of the door: "Your code for the door" (a QR code drawn on the device from the
 * mirrored workshop, so it shows offline at the venue) until the organiser checks them in, then
 * "You attended".
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { WorkshopRow } from '../../lib/db';
import { DoorCode } from '../../ui/qr/door-code';
import { goerText } from './goer-code';

export function GoerDoorCode({ row }: { row: WorkshopRow }) {
  const { t } = useLingui();
  const door = row.my_door;
  if (!row.is_going || !door || row.id === undefined) return null;
  if (door.attended)
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Trans>You attended</Trans>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>Your code for the door</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Show it to the organiser when you arrive.</Trans>
      </Text>
      <DoorCode value={goerText(row.id, door.going, door.code)} label={t`Your code for the door`} />
    </Stack>
  );
}
