/**
 * Edit mode of the portfolio form: reads the user's portfolio fresh from the API before the form opens,
 * so only real changes are sent. Offline, the mirrored copy opens (saving waits for a connection).
 */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../ui/errors/load-error';
import { usePortfolio } from './artists.mirror';
import { PortfolioForm } from './portfolio-form';
import { usePortfolioSync } from './use-portfolio-sync';

export function PortfolioEditor({ username }: { username: string }) {
  const { t } = useLingui();
  const portfolio = usePortfolio(username);
  const sync = usePortfolioSync(username);
  if (sync.pending || portfolio === undefined) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading your portfolio`}>
        <Skeleton circle height={88} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={110} />
      </Stack>
    );
  }
  if (!portfolio) {
    const error = sync.error ?? new Error(t`Your portfolio was not found.`);
    return <LoadError title={t`Could not load your portfolio.`} error={error} onRetry={sync.retry} />;
  }
  return <PortfolioForm key={portfolio.id} original={portfolio} />;
}
