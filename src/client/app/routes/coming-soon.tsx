/** Routes of features that land in later releases: an honest notice instead of a 404. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

const TITLES: Record<string, MessageDescriptor> = {
  e1t1: msg`Each one teach one`,
  workshops: msg`Workshops`,
  publishedlabs: msg`Published Labs`,
  mypurchasedlabs: msg`My Purchased Labs`,
  payments: msg`Payments`,
  mypayments: msg`My Payments`,
  stripe: msg`Payments`,
  whatiscooking: msg`Video note`,
  uploadvideo: msg`Take a video note`,
  each1teach1: msg`Each one teach one`,
  workshop: msg`Create a workshop`,
};

/** The page's title from its path: "/upload/workshop" -> "Create a workshop". */
function titleFromPath(pathname: string): MessageDescriptor {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const key = first === 'upload' && second ? second : first;
  return TITLES[key] ?? msg`Coming soon`;
}

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const title = t(titleFromPath(pathname));
  useTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <Title order={1}>{title}</Title>
      <Text size="lg" fw={600}>
        <Trans>This part of Cypher is coming soon.</Trans>
      </Text>
      <Text>
        <Trans>
          We are building it now and it will arrive in a later release. Everything else you see in the app
          works today.
        </Trans>
      </Text>
      <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={18} />}>
        <Trans>Back to home</Trans>
      </Button>
    </Stack>
  );
}
