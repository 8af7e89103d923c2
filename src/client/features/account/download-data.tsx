/**
 * Settings' "Download my data": a zip of everything the user made, once every 24 hours. Online
 * only: the button is disabled offline with a line saying so; a refusal says when the next is allowed.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import type { ExportTooSoon } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { generalMessage } from '../auth/server-errors';
import { downloadMyData } from './account.remote';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function problem(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  const next = (error.body as Partial<ExportTooSoon> | null)?.next_export_at;
  return error.status === 429 && next
    ? `${error.message} Next download: ${when(next)}.`
    : generalMessage(error);
}

export function DownloadData() {
  const { online } = useNetwork();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const download = async () => {
    setLoading(true);
    setError(null);
    setDone(false);
    try {
      await downloadMyData();
      setDone(true);
    } catch (failure) {
      setError(problem(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper p="lg" withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your data
        </Title>
        <Text size="sm">
          A zip of everything you made here: your portfolio, video notes, labs, purchases and sales, comments,
          reactions, notifications and images. Once every 24 hours.
        </Text>
        <Button variant="default" onClick={download} loading={loading} disabled={!online}>
          Download my data
        </Button>
        {!online && (
          <Text size="sm" c="red" role="status">
            You are offline. Downloading your data needs a connection.
          </Text>
        )}
        {done && (
          <Text size="sm" c="green" role="status">
            Your download has started.
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
