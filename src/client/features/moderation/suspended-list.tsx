/** The suspended accounts in the moderators' page, each with Lift suspension (online only). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SuspendedAccount } from '../../../shared/schemas/reports';
import type { PagedList } from '../../lib/use-paged-list';
import { ArtistPhoto } from '../../ui/artist-photo';
import { shortDate } from '../../ui/dates/short-date';
import { liftSuspension } from './moderation.online';
import { ModerationPanel } from './moderation-panel';

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
    <ModerationPanel title={title} list={list} empty={t`No account is suspended.`}>
      {(accounts) => (
        <Stack gap={0} role="list" aria-label={title}>
          {accounts.map((account) => (
            <Row key={account.username} account={account} online={online} onLifted={onLifted} />
          ))}
        </Stack>
      )}
    </ModerationPanel>
  );
}
