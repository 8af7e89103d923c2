/**
 * /create and /upload (signed-in): the plus menu's entries as a page, for phones and links. Without a
 * portfolio no entry is available, and each says that the portfolio comes first.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { msg } from '../../../shared/messages';
import { hasPortfolioAtom, userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { type CreateEntry, createEntries } from '../layouts/create-entries';

/** An entry, or (`to` none) one not available, with the reason. */
type Entry = Omit<CreateEntry, 'to'> &
  ({ to: string; reason?: undefined } | { to?: undefined; reason: string });

function EntryCard({ label, Icon, to, reason }: Entry) {
  const body = (
    <Group wrap="nowrap" gap="md">
      <Icon size={28} stroke={1.75} aria-hidden style={{ flexShrink: 0 }} />
      <div>
        <Text fw={700} c={to ? undefined : 'dimmed'}>
          {label}
        </Text>
        {reason && (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        )}
      </div>
    </Group>
  );
  if (to)
    return (
      <Card component={Link} to={to} withBorder padding="md" radius="md" h="100%">
        {body}
      </Card>
    );
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      {body}
    </Card>
  );
}

export default function CreateRoute() {
  const { t } = useLingui();
  useTitle(t`Create`);
  const username = useAtomValue(userAtom)?.username ?? '';
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  const entries = createEntries(username).map(
    (entry): Entry => (hasPortfolio ? entry : { ...entry, to: undefined, reason: msg.portfolioRequired }),
  );
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>Create</Trans>
        </Title>
        {!hasPortfolio && (
          <Group justify="space-between" gap="sm">
            <Text>{msg.portfolioRequired}</Text>
            <Button component={Link} to="/upload/website">
              <Trans>Create your portfolio</Trans>
            </Button>
          </Group>
        )}
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <li key={entry.label}>
              <EntryCard {...entry} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
