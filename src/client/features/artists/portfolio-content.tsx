/** What a portfolio tab shows: the bio (Home, About) or the tab's honest empty state. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Portfolio } from '../../../shared/schemas/artists';
import { countryName } from '../../lib/countries';

export function PortfolioBio({
  portfolio,
  withCountry = false,
}: {
  portfolio: Portfolio;
  withCountry?: boolean;
}) {
  const { i18n } = useLingui();
  const name = portfolio.artist_name;
  const country = portfolio.country && countryName(portfolio.country, i18n.locale);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>About {name}</Trans>
        </Title>
        {withCountry && country && (
          <Text fw={500}>
            <Trans>From {country}</Trans>
          </Text>
        )}
        {portfolio.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{portfolio.bio}</Text>
        ) : (
          <Text c="dimmed">
            <Trans>No bio yet.</Trans>
          </Text>
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
