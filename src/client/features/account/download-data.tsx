/**
 * Settings' "Download my data": a zip of everything the user made, once every 24 hours. While it is
 * made it says so, then how much of it is in as it streams. Online only: the button is disabled
 * offline with a line saying so; a refusal says when the next is allowed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import type { ExportTooSoon } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { generalMessage } from '../../lib/server-errors';
import { downloadMyData } from './account.online';

/** When the next download is allowed, from a 429's body; null for any other failure. */
function nextAllowed(error: unknown): Date | null {
  if (!(error instanceof ApiError)) throw error;
  const next = (error.body as Partial<ExportTooSoon> | null)?.next_export_at;
  return error.status === 429 && next ? new Date(next) : null;
}

export function DownloadData() {
  const { i18n, t } = useLingui();
  const { online } = useNetwork();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  /** Bytes of the zip in so far; null before the first (the server is making it). */
  const [received, setReceived] = useState<number | null>(null);
  const got =
    received === null
      ? ''
      : received < 1_000_000
        ? new Intl.NumberFormat(i18n.locale, {
            style: 'unit',
            unit: 'kilobyte',
            maximumFractionDigits: 0,
          }).format(received / 1000)
        : new Intl.NumberFormat(i18n.locale, {
            style: 'unit',
            unit: 'megabyte',
            maximumFractionDigits: 1,
          }).format(received / 1_000_000);

  const download = async () => {
    setLoading(true);
    setError(null);
    setDone(false);
    setReceived(null);
    try {
      await downloadMyData(setReceived);
      setDone(true);
    } catch (failure) {
      const next = nextAllowed(failure);
      const when =
        next &&
        new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(next);
      setError(
        when
          ? t`You can download your data once every 24 hours. Next download: ${when}.`
          : generalMessage(failure as ApiError),
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper p="lg" withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Your data</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            A zip of everything you made here: your portfolio, video notes, labs, purchases and sales,
            comments, reactions, notifications and images. Once every 24 hours.
          </Trans>
        </Text>
        <Button variant="default" onClick={download} loading={loading} disabled={!online}>
          <Trans>Download my data</Trans>
        </Button>
        {loading && (
          <Text size="sm" role="status">
            {received === null ? <Trans>Making your zip…</Trans> : <Trans>Receiving your zip: {got}</Trans>}
          </Text>
        )}
        {!online && (
          <Text size="sm" c="red" role="status">
            <Trans>You are offline. Downloading your data needs a connection.</Trans>
          </Text>
        )}
        {done && (
          <Text size="sm" c="green" role="status">
            <Trans>Your download has started.</Trans>
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
