/** Sets a new password with the key from the reset e-mail (/setpassword?key=...). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { passwordResetConfirmInput } from '../../../shared/schemas/auth';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { confirmReset } from './auth.online';
import { OnlineSubmit } from './online-submit';
import { SuccessThenSignIn } from './success-then-sign-in';

export function PasswordResetConfirmForm({ resetKey }: { resetKey: string }) {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { key: resetKey, new_password1: '', new_password2: '' },
    initialErrors: resetKey ? {} : { key: msg.invalidKey },
    validate: schemaResolver(passwordResetConfirmInput),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    try {
      await confirmReset(v.parse(passwordResetConfirmInput, values));
      setDone(true);
    } catch (error) {
      showServerErrors(form, error, 'new_password1');
    } finally {
      setLoading(false);
    }
  });

  if (done) {
    return <SuccessThenSignIn message={msg.passwordResetDone} />;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.errors.key && (
          <Alert color="red" role="alert">
            {form.errors.key}{' '}
            <Anchor component={Link} to="/passwordrenew" inherit underline="always">
              <Trans>Ask for a new link.</Trans>
            </Anchor>
          </Alert>
        )}
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
        <OnlineSubmit label={t`Set password`} loading={loading} offlineLine={msg.actionOffline} />
      </Stack>
    </form>
  );
}
