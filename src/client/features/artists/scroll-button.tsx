/**
 * The arrow over the cut edge of a sideways-scrolling bar: shows that there is more and scrolls to it.
 * Out of the tab order (the keyboard scrolls the bar by moving focus) but named for screen readers.
 */
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type Props = { side: 'start' | 'end'; label: string; onClick: () => void };

export function ScrollButton({ side, label, onClick }: Props) {
  const Icon = side === 'start' ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size="md"
      aria-label={label}
      tabIndex={-1}
      onClick={onClick}
      pos="absolute"
      top="50%"
      style={{ [side === 'start' ? 'left' : 'right']: 0, transform: 'translateY(-50%)', zIndex: 1 }}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
