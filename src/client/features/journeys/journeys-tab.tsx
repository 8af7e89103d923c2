/**
 * A portfolio's Journey tab (/{username}/journey): the highlights strip, then the artist's journeys
 * newest first with Load More; the author also has the link to reflect on a new one. `?journey={uuid}`
 * opens one journey over the tab.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { CardGridSkeleton, ListStates } from '../../ui/lists/list-states';
import { JourneyCard } from './journey-card';
import { JourneyHighlights } from './journey-highlights';
import { JourneyView } from './journey-view';
import { useJourneyList } from './journeys.mirror';

const COLS = { base: 1, sm: 2, lg: 3 };

function Journeys({ username, empty }: { username: string; empty: string }) {
  const { t } = useLingui();
  return (
    <ListStates
      list={useJourneyList(`journeys:${username}`)}
      errorTitle={t`Could not load journeys.`}
      skeleton={<CardGridSkeleton cols={COLS} image={{ aspectRatio: '4 / 3' }} label={t`Loading journeys`} />}
      empty={<Text c="dimmed">{empty}</Text>}
    >
      {(rows) => (
        <SimpleGrid cols={COLS} spacing="md">
          {rows.map((row) => (
            <JourneyCard key={row.uuid} row={row} />
          ))}
        </SimpleGrid>
      )}
    </ListStates>
  );
}

export function JourneysTab({ username, empty }: { username: string; empty: string }) {
  const { t } = useLingui();
  const mine = same(username, useAtomValue(userAtom)?.username ?? '');
  const [params, setParams] = useSearchParams();
  const open = params.get('journey');
  return (
    <Stack gap="xl">
      <JourneyHighlights username={username} />
      <Stack gap="sm" component="section" aria-label={t`Journeys`}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t`Journeys of @${username}`}
          </Title>
          {mine && (
            <Button
              component={Link}
              to="/upload/journey"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t`Reflect on your journey`}
            </Button>
          )}
        </Group>
        <Journeys username={username} empty={empty} />
      </Stack>
      {open && <JourneyView key={open} uuid={open} onClose={() => setParams({}, { replace: true })} />}
    </Stack>
  );
}
