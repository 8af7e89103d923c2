/** Fetches a portfolio into the mirror whenever its page opens; the page reads it back from Dexie. */
import { useEffect } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { fetchPortfolio } from './artists.mirror';

export function usePortfolioSync(username: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useEffect(() => {
    run(() => fetchPortfolio(username));
  }, [run, username]);
  return call;
}
