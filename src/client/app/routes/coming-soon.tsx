/** Routes of features that land in later releases: an honest notice instead of a 404. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

const TITLES: Record<string, string> = {
  e1t1: 'Each one teach one',
  events: 'Events',
  workshops: 'Workshops',
  publishedlabs: 'Published Labs',
  mypurchasedlabs: 'My Purchased Labs',
  payments: 'Payments',
  mypayments: 'My Payments',
  stripe: 'Payments',
  whatiscooking: 'Video note',
  uploadvideo: 'Take a video note',
  each1teach1: 'Each one teach one',
  event: 'Create an event',
  journey: 'Reflect on a journey',
  workshop: 'Create a workshop',
};

/** The page's title from its path: "/upload/journey" -> "Reflect on a journey". */
function titleFromPath(pathname: string): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const key = first === 'upload' && second ? second : first;
  return TITLES[key] ?? 'Coming soon';
}

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const title = titleFromPath(pathname);
  useTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <Title order={1}>{title}</Title>
      <Text size="lg" fw={600}>
        This part of Cypher is coming soon.
      </Text>
      <Text>
        We are building it now and it will arrive in a later release. Everything else you see in the app works
        today.
      </Text>
      <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={18} />}>
        Back to home
      </Button>
    </Stack>
  );
}
