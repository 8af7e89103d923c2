/** What a portfolio tab shows: the bio (Home, About) or the tab's honest empty state. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { countryName } from '../../../shared/countries';
import type { Portfolio } from '../../../shared/schemas/artists';

export function PortfolioBio({
  portfolio,
  withCountry = false,
}: {
  portfolio: Portfolio;
  withCountry?: boolean;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          About {portfolio.artist_name}
        </Title>
        {withCountry && portfolio.country && <Text fw={500}>From {countryName(portfolio.country)}</Text>}
        {portfolio.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{portfolio.bio}</Text>
        ) : (
          <Text c="dimmed">No bio yet.</Text>
        )}
      </Stack>
    </Paper>
  );
}

export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap={4} align="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
