/** /settings (signed-in): account details, language, password change, this device's notifications, the calendar feed, whom you blocked and muted, your data (download, delete) and sign-out. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { DeleteAccount } from '../../features/account/delete-account';
import { DownloadData } from '../../features/account/download-data';
import { BlockedList } from '../../features/artists/blocked-list';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { CalendarFeed } from '../../features/calendar/calendar-feed';
import { LanguageSelect } from '../../features/language/language-select';
import { PushSettings } from '../../features/push/push-settings';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function SettingsRoute() {
  const { t } = useLingui();
  useTitle(t`Settings`);
  const user = useAtomValue(userAtom);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>Settings</Trans>
        </Title>
        <Paper p="lg" withBorder>
          <Title order={2} size="h4" mb="sm">
            <Trans>Account</Trans>
          </Title>
          <Table variant="vertical" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="1%" style={{ whiteSpace: 'nowrap' }}>
                  <Trans>Username</Trans>
                </Table.Th>
                <Table.Td>{user?.username}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th w="1%" style={{ whiteSpace: 'nowrap' }}>
                  <Trans>E-mail</Trans>
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user?.email}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper p="lg" withBorder>
          <LanguageSelect />
        </Paper>
        <Paper p="lg" withBorder>
          <Title order={2} size="h4" mb="sm">
            <Trans>Change password</Trans>
          </Title>
          <ChangePasswordForm />
        </Paper>
        <PushSettings />
        <CalendarFeed />
        <BlockedList />
        <DownloadData />
        <DeleteAccount />
        <Button component={Link} to="/logout" variant="default">
          <Trans>Sign out</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
