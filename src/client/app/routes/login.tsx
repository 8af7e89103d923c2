/** /login (guest-only): the sign-in form as a page; afterwards the user goes to `redirect` or /. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import type { AuthResult } from '../../../shared/schemas/auth';
import { SignInForm } from '../../features/auth/sign-in-form';
import { startSession } from '../../features/auth/start-session';
import { useTitle } from '../../lib/use-title';
import { safeRedirect } from '../guards';

export default function LoginRoute() {
  const { t } = useLingui();
  useTitle(t`Sign in`);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  async function signedIn(result: AuthResult) {
    await startSession(result);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  }

  return (
    <Paper maw={FORM_MAX_WIDTH} mx="auto" my="xl" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        <Trans>Sign in</Trans>
      </Title>
      <SignInForm
        onSignedIn={signedIn}
        onCreateAccount={() => navigate({ pathname: '/verify', search: params.toString() })}
      />
    </Paper>
  );
}
