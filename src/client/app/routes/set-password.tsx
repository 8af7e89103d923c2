/** /setpassword?key=...: choose a new password with the key from the reset e-mail. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { PasswordResetConfirmForm } from '../../features/auth/password-reset-confirm-form';
import { useTitle } from '../../lib/use-title';

export default function SetPasswordRoute() {
  const { t } = useLingui();
  useTitle(t`Set a new password`);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  return (
    <Paper maw={FORM_MAX_WIDTH} mx="auto" my="xl" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        <Trans>Set a new password</Trans>
      </Title>
      <PasswordResetConfirmForm key={key} resetKey={key} />
    </Paper>
  );
}
