/**
 * Settings' "Delete my account": a dialog that lists what goes and says what stays, asks for the
 * password, then deletes the account on the server, signs out on this device and lands on the home,
 * which says the account is deleted (lib/account-deleted.ts). Online only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { deleteAccountInput } from '../../../shared/account';
import { msg } from '../../../shared/messages';
import { ACCOUNT_DELETED } from '../../lib/account-deleted';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { CheckingDevice } from '../auth/checking-device';
import { OnlineSubmit } from '../auth/online-submit';
import { withProof } from '../auth/proof-of-work';
import { logOut } from '../auth/sign-out';
import { deleteMyAccount } from './account.online';

export function DeleteAccount() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const [loading, setLoading] = useState(false);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(deleteAccountInput),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    try {
      const input = v.parse(deleteAccountInput, values);
      await withProof((headers) => deleteMyAccount(input, headers), setChecking);
    } catch (error) {
      setLoading(false);
      showServerErrors(form, error, 'password');
      return;
    }
    await logOut();
    navigate('/', { replace: true, state: ACCOUNT_DELETED });
  });

  const dismiss = () => {
    form.reset();
    close();
  };

  return (
    <Paper p="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        <Trans>Close your account</Trans>
      </Title>
      {/* The theme's error colour: Mantine's red 7 outline gives 3.7:1 on the light page. */}
      <Button color="var(--mantine-color-error)" variant="outline" onClick={open}>
        <Trans>Delete my account</Trans>
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t`Delete your account?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              <Trans>These are deleted, and this cannot be undone:</Trans>
            </Text>
            <List size="sm" spacing={2}>
              <List.Item>{t`your portfolio and its photos`}</List.Item>
              <List.Item>{t`your video notes, labs and published labs`}</List.Item>
              <List.Item>{t`the shoutouts you gave, and your journeys`}</List.Item>
              <List.Item>{t`the workshops and events you organised`}</List.Item>
              <List.Item>{t`your comments, reactions and follows`}</List.Item>
              <List.Item>{t`your images and your sessions on every device`}</List.Item>
            </List>
            <Text size="sm">
              <Trans>
                A paid lab whose buyers are still inside their period stays for them, unlisted, until the last
                period ends. Sales and purchase records stay without your name.
              </Trans>
            </Text>
            <PasswordInput
              label={t`Password`}
              description={t`Enter your password to confirm.`}
              autoComplete="current-password"
              data-autofocus
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <CheckingDevice checking={checking} />
            <OnlineSubmit label={t`Delete my account`} loading={loading} offlineLine={msg.actionOffline} />
            <Button variant="default" onClick={dismiss}>
              <Trans>Cancel</Trans>
            </Button>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
