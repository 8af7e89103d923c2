/**
 * The access choice of the publish form (spec 4, Publishing a lab): 'Pay as they wish' sets the
 * price to 0 and asks the period; 'Add a Fee' checks the payment account first (no completed
 * onboarding: a prompt to /payments; a server without payments: says so), then asks the price and
 * the period. The chosen terms show with Change.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paymentMessages } from '../../../shared/payment-countries';
import { labMessages, toCents } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import { fetchAccountStatus, paymentsNotConfigured } from '../payments/payments.online';
import { termsLine } from './price';
import type { Access, PublishValues } from './publish-form.values';
import { validPrice } from './publish-form.values';
import { PeriodDialog, PriceDialog } from './terms-dialogs';

type Terms = Pick<PublishValues, 'access' | 'price' | 'period'>;
type Props = Terms & { errors: Record<string, unknown>; onChange: (patch: Partial<Terms>) => void };

export function AccessTerms({ access, price, period, errors, onChange }: Props) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'price' | 'period' | null>(null);
  const [account, setAccount] = useState<'ready' | 'loading' | 'failed' | 'connect' | 'unavailable'>('ready');

  async function checkAccount() {
    setAccount('loading');
    try {
      const status = await fetchAccountStatus();
      setAccount(status.onboarding_complete ? 'ready' : 'connect');
      if (status.onboarding_complete) setDialog('price');
    } catch (error) {
      setAccount(paymentsNotConfigured(error) ? 'unavailable' : 'failed');
    }
  }

  function choose(value: string) {
    const chosen = value as Access;
    setAccount('ready');
    if (chosen === 'free') {
      onChange({ access: 'free', price: '0' });
      setDialog('period');
      return;
    }
    onChange({ access: 'fee', price: validPrice(price) ? price : '' });
    void checkAccount();
  }

  const termsError = [errors.access, errors.price, errors.period].filter(Boolean).join(' ');
  const chosen = access === 'free' || (access === 'fee' && account === 'ready' && validPrice(price));
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t`Access`}
        withAsterisk
        value={access ?? ''}
        onChange={choose}
        error={termsError || null}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="free"
            label={t`Pay as they wish`}
            description={translateMessage(labMessages.freeLimitNote)}
          />
          <Radio value="fee" label={t`Add a Fee`} />
        </Stack>
      </Radio.Group>
      {access === 'fee' && account === 'loading' && (
        <Loader size="sm" aria-label={t`Checking your payment account`} />
      )}
      {access === 'fee' && account === 'failed' && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{translateMessage(labMessages.accountStatusFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void checkAccount()}>
              <Trans>Retry</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {access === 'fee' && account === 'unavailable' && (
        <Alert variant="light">
          <Text size="sm">{translateMessage(paymentMessages.notConfigured)}</Text>
        </Alert>
      )}
      {access === 'fee' && account === 'connect' && (
        <Alert variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{translateMessage(labMessages.connectBank)}</Text>
            <Button size="xs" component={Link} to="/payments">
              <Trans>Connect bank account</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {chosen && (
        <Group gap="sm">
          <Text fw={600}>{termsLine(toCents(price) ?? 0, period)}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setDialog(access === 'fee' ? 'price' : 'period')}
          >
            <Trans>Change</Trans>
          </Button>
        </Group>
      )}
      <PriceDialog
        opened={dialog === 'price'}
        initial={price}
        onClose={() => setDialog(null)}
        onSave={(value) => {
          onChange({ price: value });
          setDialog('period');
        }}
      />
      <PeriodDialog
        opened={dialog === 'period'}
        initial={period}
        onClose={() => setDialog(null)}
        onSave={(value) => {
          onChange({ period: value });
          setDialog(null);
        }}
      />
    </Stack>
  );
}
