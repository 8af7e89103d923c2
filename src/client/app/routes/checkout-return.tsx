/**
 * The payment provider's return pages (signed-in): /stripe/payments/success?session_id= waits for the
 * payment and opens the lab; /stripe/payments/cancel?plab= says nothing was charged.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CheckoutCancel } from '../../features/purchased-labs/checkout-cancel';
import { CheckoutSuccess } from '../../features/purchased-labs/checkout-success';
import { FormPage } from '../layouts/form-page';

export default function CheckoutReturnRoute() {
  const canceled = useLocation().pathname.replace(/\/$/, '').endsWith('/cancel');
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <FormPage title={canceled ? t`Payment canceled` : t`Payment`}>
      {canceled ? (
        <CheckoutCancel plabUuid={params.get('plab')} />
      ) : (
        <CheckoutSuccess sessionId={params.get('session_id')} />
      )}
    </FormPage>
  );
}
