/**
 * Puts entrants in order by hand (the seeds, or entrants tied at the prelims' cut): a numbered list,
 * each entrant moved up or down with its buttons, so it works by touch, mouse and keyboard alike.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

type Item = { id: number; name: string };
type Props = { label: string; items: Item[]; onChange: (items: Item[]) => void };

const moved = (items: Item[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
};

export function SeedOrder({ label, items, onChange }: Props) {
  const { t } = useLingui();
  return (
    <Stack component="ol" gap={4} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {items.map((item, i) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate>
            <Text span c="dimmed" mr={6}>
              {i + 1}.
            </Text>
            {item.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size={44}
              variant="default"
              aria-label={t`Move ${item.name} up`}
              disabled={i === 0}
              onClick={() => onChange(moved(items, i, i - 1))}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="default"
              aria-label={t`Move ${item.name} down`}
              disabled={i === items.length - 1}
              onClick={() => onChange(moved(items, i, i + 1))}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
