/**
 * Settings: the private calendar feed of everything I am going to, for a calendar app to subscribe
 * to: its secret address with Copy, and "New address" (the old one stops working). Online only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { calendarApi } from '../../../shared/api-paths';
import { api } from '../../lib/api';
import { useOnline } from '../../lib/use-online';

type Feed = { url: string };

export function CalendarFeed() {
  const { t } = useLingui();
  const online = useOnline();
  const [feed, setFeed] = useState<Feed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    (rotate: boolean) =>
      api<Feed>(calendarApi.feed, { method: rotate ? 'POST' : 'GET' }).then(setFeed, (e: Error) =>
        setError(e.message),
      ),
    [],
  );
  useEffect(() => {
    if (online) void load(false);
  }, [online, load]);
  return (
    <Paper p="lg" withBorder>
      <Title order={2} size="h4" mb="xs">
        <Trans>Calendar feed</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          Subscribe to this private address in your calendar app to see every workshop and event you are going
          to. Keep it to yourself.
        </Trans>
      </Text>
      {!online && <Text size="sm">{t`Connect to the internet to see your calendar address.`}</Text>}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {feed && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Calendar address`}
            value={feed.url}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={feed.url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t`Copied` : t`Copy`}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Button variant="subtle" size="xs" mt="sm" disabled={!online} onClick={() => void load(true)}>
        <Trans>New address (the old one stops working)</Trans>
      </Button>
    </Paper>
  );
}
