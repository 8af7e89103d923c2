/**
 * The states every mirrored list shares: skeleton while the mirror opens or the first page loads, the
 * error with Retry, the empty text, and Load More while the server has a next page. Offline a list keeps
 * showing what the mirror holds, with the error above it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListMeta } from '../../lib/db';
import { LoadError } from '../errors/load-error';
import type { ListSync } from './use-list-sync';

type MirroredListProps<T> = {
  /** Rows from the mirror; undefined while it opens. */
  items: T[] | undefined;
  /** The list's fetch record; undefined while the mirror opens, null before the first fetch. */
  meta: ListMeta | null | undefined;
  sync: ListSync;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

export function MirroredList<T>({ items, meta, sync, skeleton, empty, children }: MirroredListProps<T>) {
  const { t } = useLingui();
  if (items === undefined || meta === undefined) return skeleton;
  const error = sync.error && (
    <LoadError title={t`Could not load artists.`} error={sync.error} onRetry={sync.retry} />
  );
  if (items.length === 0) {
    if (error) return error;
    if (sync.pending || !meta) return skeleton;
    return empty;
  }
  return (
    <Stack gap="md">
      {error}
      {children(items)}
      {meta?.next && (
        <Center>
          <Button variant="light" onClick={sync.loadMore} loading={sync.pending}>
            <Trans>Load More</Trans>
          </Button>
        </Center>
      )}
    </Stack>
  );
}
