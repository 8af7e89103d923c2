/** /workshops: the workshops I am going to, and every upcoming one with search and this month (spec 2.1, 7). */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { WorkshopsBrowser } from '../../features/workshops/workshops-browser';
import { useTitle } from '../../lib/use-title';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function WorkshopsRoute() {
  const { t } = useLingui();
  useTitle(t`Workshops`);
  return (
    <Page width={FEED_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t`Workshops`}
        </Title>
        <WorkshopsBrowser />
      </Stack>
    </Page>
  );
}
