/**
 * The payment provider's return pages (signed-in): /stripe/payments/success?session_id= waits for the
 * payment and opens the lab; /stripe/payments/cancel?plab= says nothing was charged.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { CheckoutCancel } from '../../features/purchased-labs/checkout-cancel';
import { CheckoutSuccess } from '../../features/purchased-labs/checkout-success';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function CheckoutReturnRoute() {
  const canceled = useLocation().pathname.replace(/\/$/, '').endsWith('/cancel');
  const [params] = useSearchParams();
  const { t } = useLingui();
  const title = canceled ? t`Payment canceled` : t`Payment`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canceled ? (
          <CheckoutCancel plabUuid={params.get('plab')} />
        ) : (
          <CheckoutSuccess sessionId={params.get('session_id')} />
        )}
      </Stack>
    </Page>
  );
}
