/** A published lab's room for its members and owner: who is in it, and their chat. */
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { LabChat } from './lab-chat';
import { LabMembers } from './lab-members';

export function LabRoom({ plabUuid }: { plabUuid: string }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="lab-room-title"
    >
      <Stack gap="lg">
        <Title order={2} size="h4" id="lab-room-title">
          <Trans>Lab room</Trans>
        </Title>
        <LabMembers plabUuid={plabUuid} />
        <LabChat plabUuid={plabUuid} />
      </Stack>
    </Paper>
  );
}
