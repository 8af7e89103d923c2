/**
 * The states every mirrored list shares: skeleton while the mirror opens or the first page loads, the
 * error with Retry, the empty text, and Load More while there is more to show. Offline a list keeps
 * showing what the mirror holds, with the error above it.
 */
import { Card, SimpleGrid, type SimpleGridProps, Skeleton, Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { LoadError } from '../errors/load-error';
import { LoadMore } from './load-more';

/** A mirrored list as useMirroredRows answers it. */
type RowsList<T> = {
  /** Rows from the mirror; undefined while it opens. */
  rows: T[] | undefined;
  pending: boolean;
  error: Error | null;
  retry: () => void;
  hasMore: boolean;
  loadMore: () => void;
};

export type StatesProps<T> = {
  list: RowsList<T>;
  errorTitle: string;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
};

export function ListStates<T>({ list, errorTitle, skeleton, empty, children }: StatesProps<T>) {
  const { rows, pending, error } = list;
  const errorAlert = error && <LoadError title={errorTitle} error={error} onRetry={list.retry} />;
  if (rows === undefined || (rows.length === 0 && pending && !error)) return skeleton;
  if (rows.length === 0) return errorAlert || empty;
  return (
    <Stack gap="md">
      {errorAlert}
      {children(rows)}
      <LoadMore list={list} />
    </Stack>
  );
}

type GridSkeletonProps = { cols: SimpleGridProps['cols']; image: CSSProperties; label: string };

/** A card grid's skeleton: two cards, each its image's box and a line of text. */
export function CardGridSkeleton({ cols, image, label }: GridSkeletonProps) {
  return (
    <SimpleGrid cols={cols} role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton style={image} />
          <Skeleton height={14} width="70%" mt="sm" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
