/** The sign-in form (dialog and /login page): Google, then e-mail and password. Online-only. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { type AuthResult, loginInput } from '../../../shared/schemas/auth';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { signIn } from './auth.online';
import { CheckingDevice } from './checking-device';
import { GoogleButton } from './google-button';
import { OnlineSubmit } from './online-submit';
import { withProof } from './proof-of-work';

type Props = {
  /** Called with the server's answer; the caller stores the session and moves on. */
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onCreateAccount: () => void;
  /** Called when a link leaves the form (e.g. to close its dialog). */
  onLeave?: () => void;
};

export function SignInForm({ onSignedIn, onCreateAccount, onLeave }: Props) {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);
  const [checking, setChecking] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginInput),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    try {
      const input = v.parse(loginInput, values);
      await onSignedIn(await withProof((headers) => signIn(input, headers), setChecking));
    } catch (error) {
      showServerErrors(form, error, 'password');
    } finally {
      setLoading(false);
    }
  });

  return (
    <Stack gap="md">
      <GoogleButton text="signin_with" onSignedIn={onSignedIn} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/passwordrenew" size="sm" onClick={onLeave}>
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <CheckingDevice checking={checking} />
          <OnlineSubmit label={t`Sign in`} loading={loading} offlineLine={msg.signInOffline} />
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onCreateAccount}>
            <Trans>Create an account</Trans>
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
