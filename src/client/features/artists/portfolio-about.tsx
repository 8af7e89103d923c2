/** The About tab: country and bio, refreshed from the bio read into the mirrored portfolio. */
import { useEffect } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { usePortfolio } from './artists.hooks';
import { fetchBio } from './artists.remote';
import { PortfolioBio } from './portfolio-content';

export function PortfolioAbout({ username }: { username: string }) {
  const portfolio = usePortfolio(username);
  const { run } = useRemoteCall();
  useEffect(() => {
    run(() => fetchBio(username));
  }, [run, username]);
  return portfolio ? <PortfolioBio portfolio={portfolio} withCountry /> : null;
}
