/** The Load More button under a mirrored list while it has more to show. */
import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';

type Props = { list: { hasMore: boolean; pending: boolean; loadMore: () => void } };

export function LoadMore({ list }: Props) {
  if (!list.hasMore) return null;
  return (
    <Center>
      <Button variant="light" onClick={list.loadMore} loading={list.pending}>
        <Trans>Load More</Trans>
      </Button>
    </Center>
  );
}
