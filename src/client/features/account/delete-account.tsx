/**
 * Settings' "Delete my account": a dialog that says what goes and what stays, asks for the password,
 * then deletes the account on the server and signs out on this device. Online only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { deleteAccountInput } from '../../../shared/account';
import { msg } from '../../../shared/messages';
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
    navigate('/', { replace: true });
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
              <Trans>
                Your portfolio, video notes, labs, comments, reactions, images and sessions are deleted. This
                cannot be undone.
              </Trans>
            </Text>
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
