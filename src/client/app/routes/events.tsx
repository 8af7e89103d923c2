/** /events: upcoming events, search and this month. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { EventsBrowse } from '../../features/events/events-browse';
import { useTitle } from '../../lib/use-title';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function EventsRoute() {
  const { t } = useLingui();
  useTitle(t`Events`);
  return (
    <Page width={FEED_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t`Events`}
        </Title>
        <EventsBrowse />
      </Stack>
    </Page>
  );
}
