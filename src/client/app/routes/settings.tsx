/** /settings (signed-in): account details, password change, this device's notifications and sign-out. */
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { PushSettings } from '../../features/push/push-settings';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function SettingsRoute() {
  useTitle('Settings');
  const user = useAtomValue(userAtom);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Settings
        </Title>
        <Paper p="lg" withBorder>
          <Title order={2} size="h4" mb="sm">
            Account
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>Username</Table.Th>
                <Table.Td>{user?.username}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th w={110}>E-mail</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user?.email}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper p="lg" withBorder>
          <Title order={2} size="h4" mb="sm">
            Change password
          </Title>
          <ChangePasswordForm />
        </Paper>
        <PushSettings />
        <Button component={Link} to="/logout" variant="default">
          Sign out
        </Button>
      </Stack>
    </Page>
  );
}
