/** The suspended accounts in the moderators' page, each with Lift suspension (online only). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SuspendedAccount } from '../../../shared/schemas/reports';
import type { PagedList } from '../../lib/use-paged-list';
import { ArtistPhoto } from '../../ui/artist-photo';
import { shortDate } from '../../ui/dates/short-date';
import { ListStates } from '../../ui/lists/list-states';
import { liftSuspension } from './moderation.online';
import { asRows } from './use-moderation';

type Props = { list: PagedList<SuspendedAccount>; online: boolean; onLifted: () => void };

function Row({
  account,
  online,
  onLifted,
}: {
  account: SuspendedAccount;
  online: boolean;
  onLifted: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lift = async () => {
    setBusy(true);
    setError(null);
    try {
      await liftSuspension(account.username);
      onLifted();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} role="listitem" py="xs">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ArtistPhoto name={account.artist_name} src={account.profile_photo} size={36} decorative />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate="end">
              {account.artist_name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              @{account.username} · {t`since ${shortDate(account.suspended)}`}
            </Text>
          </Stack>
        </Group>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!online}
          loading={busy}
          aria-label={t`Lift the suspension of ${account.artist_name}`}
          onClick={lift}
        >
          <Trans>Lift suspension</Trans>
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

export function SuspendedList({ list, online, onLifted }: Props) {
  const { t } = useLingui();
  const title = t`Suspended accounts`;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <ListStates
          list={asRows(list)}
          errorTitle={t`Could not load this list.`}
          skeleton={<Text c="dimmed">{t`Loading…`}</Text>}
          empty={<Text c="dimmed">{t`No account is suspended.`}</Text>}
        >
          {(accounts) => (
            <Stack gap={0} role="list" aria-label={title}>
              {accounts.map((account) => (
                <Row key={account.username} account={account} online={online} onLifted={onLifted} />
              ))}
            </Stack>
          )}
        </ListStates>
      </Stack>
    </Paper>
  );
}
