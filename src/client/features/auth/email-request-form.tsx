/** One e-mail field that asks the server to mail something: a new verification link or a password reset link. */
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { emailInput } from '../../../shared/schemas/auth';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { OnlineSubmit } from './online-submit';

type Props = {
  /** The online call that mails the link. */
  send: (email: string) => Promise<unknown>;
  /** Shown once the server has accepted the request. */
  doneMessage: string;
  submitLabel: string;
};

export function EmailRequestForm({ send, doneMessage, submitLabel }: Props) {
  const { t } = useLingui();
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
      await send(v.parse(emailInput, values).email);
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
          label={t`Email`}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {sent && (
          <Alert color="green" role="status">
            {doneMessage}
          </Alert>
        )}
        <OnlineSubmit label={submitLabel} loading={loading} offlineLine={msg.actionOffline} />
      </Stack>
    </form>
  );
}
