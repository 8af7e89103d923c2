/** Asks for a password-reset e-mail. The answer is the same whether or not the account exists. */
import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { emailInput } from '../../../shared/schemas/auth';
import { requestReset } from './auth.remote';
import { schemaResolver } from './form-resolver';
import { OnlineSubmit } from './online-submit';
import { showServerErrors } from './server-errors';

export function PasswordResetRequestForm() {
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(emailInput),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    setSent(false);
    try {
      await requestReset(v.parse(emailInput, values).email);
      setSent(true);
    } catch (error) {
      showServerErrors(form, error, 'email');
    } finally {
      setLoading(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {sent && (
          <Alert color="green" role="status">
            {msg.resetSent}
          </Alert>
        )}
        <OnlineSubmit label="Send reset link" loading={loading} offlineLine={msg.actionOffline} />
      </Stack>
    </form>
  );
}
