/**
 * /{username}: the portfolio header (with More: Report, Block, Mute) and tabs around the tab pages.
 * Shown from the mirror at once (offline too) and refreshed from the API; a missing artist shows the
 * artist-not-found page, and one never seen on this device, while there is no connection, says so
 * with Retry.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { usePortfolio } from '../../features/artists/artists.mirror';
import { PortfolioHeader } from '../../features/artists/portfolio-header';
import { PortfolioSkeleton } from '../../features/artists/portfolio-skeleton';
import { PortfolioTabs } from '../../features/artists/portfolio-tabs';
import { usePortfolioSync } from '../../features/artists/use-portfolio-sync';
import { MoreButton } from '../../features/reports/more-button';
import { ApiError } from '../../lib/api';
import { tabOfPath } from '../../lib/portfolio-tab-list';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { ErrorPage } from '../../ui/errors/error-page';
import { LoadError } from '../../ui/errors/load-error';
import { Page } from '../layouts/page';

export default function PortfolioLayoutRoute() {
  const { t } = useLingui();
  const username = useParams().username ?? '';
  const { pathname } = useLocation();
  const portfolio = usePortfolio(username);
  const sync = usePortfolioSync(username);
  const user = useAtomValue(userAtom);
  useTitle(portfolio?.artist_name);

  if (!portfolio && sync.error) {
    const status = sync.error instanceof ApiError ? sync.error.status : undefined;
    if (status === 404) return <ErrorPage kind="userNotFound" username={username} />;
    // No answer at all (offline, or the server is down): a portfolio never seen here can come later.
    if (status === 0)
      return (
        <Page>
          <LoadError title={t`Could not load this portfolio.`} error={sync.error} onRetry={sync.retry} />
        </Page>
      );
    return <ErrorPage kind="other" status={status} />;
  }
  const isOwner = user?.username.toLowerCase() === username.toLowerCase();
  // The Home tab mounts (showing nothing yet) while the portfolio is read, so that its latest notes
  // and labs are read alongside it rather than after it; it stays the same instance once it shows.
  const home = tabOfPath(pathname)?.path === '';
  return (
    <Page>
      <Stack gap="md">
        {portfolio ? (
          <>
            <PortfolioHeader
              portfolio={portfolio}
              isOwner={isOwner}
              more={
                <MoreButton
                  size="xl"
                  about={{
                    report: { target_type: 'artist', target_id: portfolio.username },
                    username: portfolio.username,
                    name: portfolio.artist_name || portfolio.username,
                  }}
                />
              }
            />
            <PortfolioTabs username={portfolio.username} isOwner={isOwner} />
          </>
        ) : (
          <PortfolioSkeleton />
        )}
        {(portfolio || home) && <Outlet />}
      </Stack>
    </Page>
  );
}
