/** Changes the signed-in user's password (old, new, confirm). Online-only; server messages at their fields. */
import { useLingui } from '@lingui/react/macro';
import { Alert, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { passwordChangeInput } from '../../../shared/schemas/auth';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { changePassword } from './auth.online';
import { CheckingDevice } from './checking-device';
import { OnlineSubmit } from './online-submit';
import { withProof } from './proof-of-work';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

export function ChangePasswordForm() {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);
  const [saved, setSaved] = useState(false);
  const [checking, setChecking] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(passwordChangeInput),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    setSaved(false);
    try {
      const input = v.parse(passwordChangeInput, values);
      await withProof((headers) => changePassword(input, headers), setChecking);
      form.reset();
      setSaved(true);
    } catch (error) {
      showServerErrors(form, error, 'old_password');
    } finally {
      setLoading(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          key={form.key('old_password')}
          {...form.getInputProps('old_password')}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          key={form.key('new_password1')}
          {...form.getInputProps('new_password1')}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          key={form.key('new_password2')}
          {...form.getInputProps('new_password2')}
        />
        {saved && (
          <Alert color="green" role="status">
            {msg.passwordChanged}
          </Alert>
        )}
        <CheckingDevice checking={checking} />
        <OnlineSubmit label={t`Change password`} loading={loading} offlineLine={msg.actionOffline} />
      </Stack>
    </form>
  );
}
