/**
 * What the video's placeholder and its player share: the 16:9 box (dark until a picture fills it),
 * the layer that covers all of it, a control's size for a thumb, and the line that says why a video cannot play offline.
 */
import { Box, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../shared/messages';
import { translateMessage } from '../../i18n/i18n';

/** A control's least size, in px: a thumb's. */
export const TOUCH = 44;

export const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function VideoBox({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="relative"
      bg="dark.8"
      style={{ aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {children}
    </Box>
  );
}

export function NeedsConnection() {
  return (
    <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <IconWifiOff size={16} aria-hidden />
      {translateMessage(msg.videoNeedsConnection)}
    </Text>
  );
}
