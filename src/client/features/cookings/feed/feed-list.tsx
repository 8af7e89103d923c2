/**
 * A mirrored list of video notes in one column (max 640 px on every width): skeletons while the first
 * page loads, the error with Retry, the empty text, Refresh on demand (otherwise the 15-minute rule)
 * and Load More while there are older notes. Offline it keeps showing what the mirror holds.
 */
import { ActionIcon, Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type CookingListKey, useCookingList } from '../cookings.remote';
import { CookingCardSkeleton } from './card-skeleton';

export const FEED_WIDTH = 640;

// The card's code is not on the first route: it starts loading with the list, alongside its data.
const loadCard = () => import('./cooking-card');
const CookingCard = lazy(() => loadCard().then((m) => ({ default: m.CookingCard })));

type Props = {
  listKey: CookingListKey;
  /** Shown when the list has no notes. */
  empty: ReactNode;
  /** Left of the Refresh button (e.g. a heading). */
  header?: ReactNode;
};

export function FeedList({ listKey, empty, header }: Props) {
  const list = useCookingList(listKey);
  const { rows, error, pending } = list;
  useEffect(() => {
    void loadCard();
  }, []);
  const errorAlert = error && <LoadError error={error} onRetry={list.retry} />;
  let body: ReactNode;
  if (rows === undefined || (rows.length === 0 && pending && !error)) body = <CookingCardSkeleton />;
  else if (rows.length === 0) body = errorAlert || empty;
  else
    body = (
      <>
        {errorAlert}
        <Suspense fallback={<CookingCardSkeleton />}>
          {rows.map((row) => (
            <CookingCard key={row.uuid} row={row} />
          ))}
        </Suspense>
        {list.hasMore && (
          <Center>
            <Button variant="light" onClick={list.loadMore} loading={pending}>
              Load More
            </Button>
          </Center>
        )}
      </>
    );
  return (
    <Stack gap="md" w="100%" maw={FEED_WIDTH} mx="auto">
      <Group justify={header ? 'space-between' : 'flex-end'} wrap="nowrap" gap="xs">
        {header}
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Refresh"
          title="Refresh"
          onClick={list.refresh}
          loading={pending}
        >
          <IconRefresh size={20} />
        </ActionIcon>
      </Group>
      {body}
    </Stack>
  );
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Could not load video notes."
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
