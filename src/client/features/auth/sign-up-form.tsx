/** The sign-up form (dialog and /verify page): welcome text, Google, then the registration form. */
import { Anchor, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import * as v from 'valibot';
import { DEFAULT_GENDER, GENDERS } from '../../../shared/constants';
import { countryOptions } from '../../../shared/countries';
import { msg } from '../../../shared/messages';
import { type AuthResult, registrationInput } from '../../../shared/schemas/auth';
import { signUp } from './auth.remote';
import { schemaResolver } from './form-resolver';
import { GoogleButton } from './google-button';
import { OnlineSubmit } from './online-submit';
import { showServerErrors } from './server-errors';

/** What "Email verified" signs in with, kept in memory only while the verification dialog is open. */
export type Credentials = { email: string; password: string };

type Props = {
  onRegistered: (credentials: Credentials) => void;
  /** Google sign-up signs in at once; the caller stores the session. */
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  onSignIn: () => void;
};

export function SignUpForm({ onRegistered, onSignedIn, onSignIn }: Props) {
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
        Welcome to Cypher: keep your dance journey, learn from artists and share what you cook. Create your
        account to start.
      </Text>
      <GoogleButton text="signup_with" onSignedIn={onSignedIn} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Username"
            autoComplete="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            key={form.key('password1')}
            {...form.getInputProps('password1')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            key={form.key('password2')}
            {...form.getInputProps('password2')}
          />
          <Select
            label="Country"
            data={countryOptions()}
            searchable
            nothingFoundMessage="No country found"
            autoComplete="country"
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
          <Select
            label="Gender"
            data={GENDERS}
            allowDeselect={false}
            key={form.key('gender')}
            {...form.getInputProps('gender')}
          />
          <OnlineSubmit label="Sign up" loading={loading} offlineLine={msg.signUpOffline} />
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onSignIn}>
            Already have an account? Sign in
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
