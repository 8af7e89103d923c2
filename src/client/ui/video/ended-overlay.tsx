/** Over a video that ended: an invitation to keep grooving; closing it returns to the thumbnail. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Center, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { msg } from '../../../shared/messages';
import { translateMessage } from '../../i18n/i18n';
import { FILL } from './video-parts';

export function EndedOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Center style={{ ...FILL, background: 'rgba(0, 0, 0, 0.82)' }} c="white" p="md">
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        aria-label={t`Close`}
        onClick={onClose}
        style={{ position: 'absolute', top: 8, right: 8 }}
      >
        <IconX size={22} />
      </ActionIcon>
      <Stack gap={4} align="center" ta="center">
        <Text fw={700} size="xl">
          {translateMessage(msg.keepGrooving)}
        </Text>
        <Text size="sm">{translateMessage(msg.watchAgain)}</Text>
      </Stack>
    </Center>
  );
}
