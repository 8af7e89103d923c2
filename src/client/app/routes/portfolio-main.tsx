/** /{username} (Home tab): the bio and what the artist has shared (nothing yet in this release). */
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { usePortfolio } from '../../features/artists/artists.hooks';
import { EmptyState, PortfolioBio } from '../../features/artists/portfolio-content';

export default function PortfolioMainRoute() {
  const portfolio = usePortfolio(useParams().username ?? '');
  if (!portfolio) return null;
  return (
    <Stack gap="md">
      <PortfolioBio portfolio={portfolio} />
      <EmptyState title="Shared work" text="No video notes, labs or journeys here yet." />
    </Stack>
  );
}
