/**
 * Keeps a mirrored artist list fresh for a screen: refresh by the 15-minute rule on mount, forced
 * refresh and Load More on demand. Screens read the rows from Dexie; this reports how fetching went.
 */
import { useEffect } from 'react';
import { useRemoteCall } from '../../lib/use-remote-call';
import { type ListKey, loadMore, refreshList } from './artists.mirror';

export function useListSync(key: ListKey) {
  const call = useRemoteCall(true);
  const { run } = call;
  useEffect(() => {
    run(() => refreshList(key));
  }, [run, key]);
  return {
    ...call,
    refresh: () => run(() => refreshList(key, true)),
    loadMore: () => run(() => loadMore(key)),
  };
}

export type ListSync = ReturnType<typeof useListSync>;
