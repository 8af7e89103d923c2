/**
 * /payments and /mypayments (signed-in): payment account status and onboarding. The provider sends
 * people back to /stripe/onboarding/success (status checked again) and /stripe/onboarding/refresh
 * (a fresh onboarding link).
 */
import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { PaymentsPanel } from '../../features/payments/payments-panel';
import { useTitle } from '../../lib/use-title';

export default function PaymentsRoute() {
  useTitle('My Payments');
  const { pathname } = useLocation();
  const mode = pathname.replace(/\/$/, '').endsWith('/stripe/onboarding/refresh') ? 'refresh' : 'status';
  return (
    <Container size={FORM_MAX_WIDTH} px="md" my="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          My Payments
        </Title>
        <PaymentsPanel key={pathname} mode={mode} />
        {pathname.startsWith('/mypayments') && (
          <Text size="sm" c="dimmed">
            Your earnings will be listed here in a later release.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
