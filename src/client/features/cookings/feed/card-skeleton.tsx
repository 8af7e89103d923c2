/** Placeholder cards while the first page of a feed loads (same shape as a note card, no layout shift). */
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack } from '@mantine/core';

export function CookingCardSkeleton({ count = 2 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t`Loading video notes`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder padding="md" radius="md">
          <Stack gap="sm">
            <Group gap="sm">
              <Skeleton circle height={38} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="40%" />
                <Skeleton height={12} width="25%" />
              </Stack>
            </Group>
            <Skeleton height={14} width="90%" />
            <Skeleton style={{ aspectRatio: '16 / 9' }} height="auto" />
            <Group gap="xs">
              <Skeleton height={28} width={56} radius="xl" />
              <Skeleton height={28} width={56} radius="xl" />
              <Skeleton height={28} width={56} radius="xl" />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
