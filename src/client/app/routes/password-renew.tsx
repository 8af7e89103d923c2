/** /passwordrenew: request a password-reset e-mail. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import { requestReset } from '../../features/auth/auth.online';
import { EmailRequestForm } from '../../features/auth/email-request-form';
import { useTitle } from '../../lib/use-title';

export default function PasswordRenewRoute() {
  const { t } = useLingui();
  useTitle(t`Reset password`);
  return (
    <Paper maw={FORM_MAX_WIDTH} mx="auto" my="xl" p="lg" withBorder>
      <Title order={1} size="h2" mb="xs">
        <Trans>Reset password</Trans>
      </Title>
      <Text size="sm" mb="md">
        <Trans>
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </Trans>
      </Text>
      <EmailRequestForm send={requestReset} doneMessage={msg.resetSent} submitLabel={t`Send reset link`} />
      <Anchor component={Link} to="/login" size="sm" display="block" ta="center" mt="md">
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Paper>
  );
}
