/**
 * /payments and /mypayments (signed-in): payment account status and onboarding, then the artist's
 * earnings (a wider page for the sales table). The provider sends people back to
 * /stripe/onboarding/success (status checked again) and /stripe/onboarding/refresh (a fresh
 * onboarding link).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { Earnings } from '../../features/payments/earnings';
import { PaymentsPanel } from '../../features/payments/payments-panel';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function PaymentsRoute() {
  const { t } = useLingui();
  useTitle(t`My Payments`);
  const { pathname } = useLocation();
  const mode = pathname.replace(/\/$/, '').endsWith('/stripe/onboarding/refresh') ? 'refresh' : 'status';
  const withEarnings = /^\/(my)?payments\/?$/.test(pathname);
  return (
    <Page width={withEarnings ? 'md' : FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>My Payments</Trans>
        </Title>
        <PaymentsPanel key={pathname} mode={mode} />
        {withEarnings && <Earnings />}
      </Stack>
    </Page>
  );
}
