/** The sign-up form (dialog and /verify page): welcome text, Google, then the registration form. */
import type { MessageDescriptor } from '@lingui/core';
import { msg as message } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import * as v from 'valibot';
import { DEFAULT_GENDER, GENDERS } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import { type AuthResult, registrationInput } from '../../../shared/schemas/auth';
import { countryOptions } from '../../lib/countries';
import { schemaResolver } from '../../lib/form-resolver';
import { showServerErrors } from '../../lib/server-errors';
import { signUp } from './auth.online';
import { GoogleButton } from './google-button';
import { OnlineSubmit } from './online-submit';

/** What "Email verified" signs in with, kept in memory only while the verification dialog is open. */
export type Credentials = { email: string; password: string };

/** The gender choices' labels, by the shared codes. */
const GENDER_LABELS: Record<(typeof GENDERS)[number]['value'], MessageDescriptor> = {
  NS: message`Prefer not to say`,
  F: message`Female`,
  M: message`Male`,
  O: message`Other`,
};

type Props = {
  onRegistered: (credentials: Credentials) => void;
  /** Google sign-up signs in at once; the caller stores the session. */
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onSignIn: () => void;
};

export function SignUpForm({ onRegistered, onSignedIn, onSignIn }: Props) {
  const { t, i18n } = useLingui();
  const [loading, setLoading] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      username: '',
      email: '',
      password1: '',
      password2: '',
      country: '',
      gender: DEFAULT_GENDER,
    },
    validate: schemaResolver(registrationInput),
  });

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(registrationInput, values);
    setLoading(true);
    try {
      await signUp(input);
      onRegistered({ email: input.email, password: input.password1 });
    } catch (error) {
      showServerErrors(form, error, 'password1');
      notifications.show({ color: 'red', message: msg.registrationFailed });
    } finally {
      setLoading(false);
    }
  });

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Welcome to Cypher: keep your dance journey, learn from artists and share what you cook. Create your
          account to start.
        </Trans>
      </Text>
      <GoogleButton text="signup_with" onSignedIn={onSignedIn} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Username`}
            autoComplete="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            key={form.key('password1')}
            {...form.getInputProps('password1')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            key={form.key('password2')}
            {...form.getInputProps('password2')}
          />
          <Select
            label={t`Country`}
            data={countryOptions(i18n.locale)}
            searchable
            nothingFoundMessage={t`No country found`}
            autoComplete="country"
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
          <Select
            label={t`Gender`}
            data={GENDERS.map(({ value }) => ({ value, label: t(GENDER_LABELS[value]) }))}
            allowDeselect={false}
            key={form.key('gender')}
            {...form.getInputProps('gender')}
          />
          <OnlineSubmit label={t`Sign up`} loading={loading} offlineLine={msg.signUpOffline} />
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onSignIn}>
            <Trans>Already have an account? Sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
