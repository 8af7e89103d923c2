/**
 * The moderators' page (/help/admin for a moderator; its own chunk): the open reports grouped by what
 * they are about, newest first, then the suspended accounts and the log of actions. Online only:
 * offline it says so and every action is disabled. One column on a phone, wider cards on a laptop.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '../../lib/use-online';
import { ListStates } from '../../ui/lists/list-states';
import { ActionsLog } from './actions-log';
import { ReportCard } from './report-card';
import { SuspendedList } from './suspended-list';
import { asRows, useModeration } from './use-moderation';

export default function ModerationQueue() {
  const { t } = useLingui();
  const online = useOnline();
  const { reports, suspended, actions, onResolved, onLifted } = useModeration();
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>
        <Trans>Moderation</Trans>
      </Title>
      {!online && (
        <Alert color="yellow" variant="light" title={t`You are offline`}>
          <Trans>Moderation needs a connection: the actions come back when you are online.</Trans>
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Open reports</Trans>
        </Title>
        <ListStates
          list={asRows(reports)}
          errorTitle={t`Could not load the reports.`}
          skeleton={<Text c="dimmed">{t`Loading…`}</Text>}
          empty={<Text c="dimmed">{t`No open reports. All clear.`}</Text>}
        >
          {(groups) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {groups.map((group) => (
                <ReportCard
                  key={group.id}
                  group={group}
                  online={online}
                  onResolved={() => onResolved(group.id)}
                />
              ))}
            </SimpleGrid>
          )}
        </ListStates>
      </Stack>
      <SuspendedList list={suspended} online={online} onLifted={onLifted} />
      <ActionsLog list={actions} />
    </Stack>
  );
}
