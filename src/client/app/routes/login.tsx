/** /login (guest-only): the sign-in form as a page; afterwards the user goes to `redirect` or /. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { SignInForm } from '../../features/auth/sign-in-form';
import { startSession } from '../../features/auth/start-session';
import { useTitle } from '../../lib/use-title';

export default function LoginRoute() {
  const { t } = useLingui();
  useTitle(t`Sign in`);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  return (
    <Paper maw={FORM_MAX_WIDTH} mx="auto" my="xl" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        <Trans>Sign in</Trans>
      </Title>
      {/* Signed in, GuestOnly moves the user on to `redirect`: one navigation only (a second one, made
          as the first arrives, cancelled the <Navigate> of a page such as /redirect). */}
      <SignInForm
        onSignedIn={startSession}
        onCreateAccount={() => navigate({ pathname: '/verify', search: params.toString() })}
      />
    </Paper>
  );
}
