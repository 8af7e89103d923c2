/** /e1t1: each one teach one, the recent shoutouts newest first with Load More (spec 2.1). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { RefreshButton } from '../../features/notes/feed/feed-list';
import { ShoutoutList } from '../../features/shoutouts/shoutout-list';
import { useShoutoutList } from '../../features/shoutouts/shoutouts.mirror';
import { hasPortfolioAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { FeedEmpty } from '../../ui/lists/feed-empty';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function ShoutoutsRoute() {
  const { t } = useLingui();
  const list = useShoutoutList('recent');
  const canGive = useAtomValue(hasPortfolioAtom);
  useTitle(t`Each one teach one`);
  return (
    <Page width={FEED_WIDTH}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1}>
            <Trans>Each one teach one</Trans>
          </Title>
          <RefreshButton list={list} />
        </Group>
        <Text c="dimmed">
          <Trans>Shoutouts from dancers to the artists who taught or inspired them.</Trans>
        </Text>
        {canGive && (
          <Button component={Link} to="/upload/each1teach1" w="fit-content">
            <Trans>Give a shoutout</Trans>
          </Button>
        )}
        <ShoutoutList
          list={list}
          empty={<FeedEmpty title={t`No shoutouts yet`} text={t`Shoutouts show here once approved.`} />}
        />
      </Stack>
    </Page>
  );
}
