/** The About tab: country and bio, refreshed from the bio read into the mirrored portfolio, and battle results. */
import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { fetchBio, usePortfolio } from './artists.mirror';
import { PortfolioBio } from './portfolio-content';
import { PortfolioResults } from './portfolio-results';

export function PortfolioAbout({ username }: { username: string }) {
  const portfolio = usePortfolio(username);
  const { run } = useRemoteCall();
  useEffect(() => {
    run(() => fetchBio(username));
  }, [run, username]);
  if (!portfolio) return null;
  return (
    <Stack gap="lg">
      <PortfolioBio portfolio={portfolio} withCountry />
      <PortfolioResults username={portfolio.username} />
    </Stack>
  );
}
