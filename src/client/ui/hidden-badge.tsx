/**
 * "Hidden by a moderator": what the author of a hidden row (a note, a comment, a shoutout, a journey,
 * a workshop, an event, a lab room message) sees on it; nobody else sees the row at all. White on red
 * 9 passes AA (5.6:1) in both schemes.
 */
import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

export function HiddenBadge({ hidden, compact = false }: { hidden?: boolean; compact?: boolean }) {
  if (!hidden) return null;
  return (
    <Badge
      color="red.9"
      size={compact ? 'xs' : 'sm'}
      leftSection={<IconEyeOff size={12} aria-hidden />}
      w="fit-content"
      style={{ flexShrink: 0 }}
    >
      <Trans>Hidden by a moderator</Trans>
    </Badge>
  );
}
