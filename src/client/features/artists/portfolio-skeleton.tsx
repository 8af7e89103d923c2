/** The portfolio page while its first read runs. */
import { useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack } from '@mantine/core';

export function PortfolioSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading portfolio`}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Skeleton height={120} radius={0} />
        <Stack px="md" pb="md" gap="xs" mt={-56}>
          <Skeleton circle height={112} />
          <Skeleton height={28} width="50%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Paper>
      <Skeleton height={36} />
    </Stack>
  );
}
