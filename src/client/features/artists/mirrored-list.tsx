/** An artist list from the mirror, in the states every list shares (ui/lists/list-states.tsx). */
import { useLingui } from '@lingui/react/macro';
import type { ListMeta } from '../../lib/db';
import { ListStates, type StatesProps } from '../../ui/lists/list-states';
import type { ListSync } from './use-list-sync';

type MirroredListProps<T> = Omit<StatesProps<T>, 'list' | 'errorTitle'> & {
  /** Rows from the mirror; undefined while it opens. */
  items: T[] | undefined;
  /** The list's fetch record; undefined while the mirror opens, null before the first fetch. */
  meta: ListMeta | null | undefined;
  sync: ListSync;
};

/** An artist list: its rows wait for the fetch record, and Load More follows the server's next page. */
export function MirroredList<T>({ items, meta, sync, ...states }: MirroredListProps<T>) {
  const { t } = useLingui();
  const list = {
    ...sync,
    rows: meta === undefined ? undefined : items,
    pending: sync.pending || !meta,
    hasMore: Boolean(meta?.next),
  };
  return <ListStates list={list} errorTitle={t`Could not load artists.`} {...states} />;
}
