/** The About tab: country and bio, refreshed from the bio read into the mirrored portfolio. */
import { useEffect } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { fetchBio, usePortfolio } from './artists.mirror';
import { PortfolioBio } from './portfolio-content';

export function PortfolioAbout({ username }: { username: string }) {
  const portfolio = usePortfolio(username);
  const { run } = useRemoteCall();
  useEffect(() => {
    run(() => fetchBio(username));
  }, [run, username]);
  return portfolio ? <PortfolioBio portfolio={portfolio} withCountry /> : null;
}
