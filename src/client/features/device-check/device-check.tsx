/**
 * /test's list of checks of this device: each with what was found, OK or not, and what to do; Check
 * again, and the help line. Works offline (the server check then says there is no connection).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangleFilled,
  IconCircleCheckFilled,
  IconCircleXFilled,
  IconHelp,
  IconRefresh,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { APP_VERSION } from '../../../shared/app-version';
import type { Check, CheckState } from './device-checks';
import { useDeviceChecks, useOutboxCheck } from './use-device-checks';

/** Each state's word and icon; the word is in the text colour, so it reads in both themes. */
const STATES: Record<CheckState, { label: MessageDescriptor; Icon: typeof IconHelp; color: string }> = {
  ok: { label: msg`OK`, Icon: IconCircleCheckFilled, color: 'green' },
  warn: { label: msg`Check`, Icon: IconAlertTriangleFilled, color: 'orange' },
  problem: { label: msg`Problem`, Icon: IconCircleXFilled, color: 'red' },
};

function StateMark({ state }: { state: CheckState }) {
  const { t } = useLingui();
  const { label, Icon, color } = STATES[state];
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Icon size={18} aria-hidden color={`var(--mantine-color-${color}-filled)`} />
      <Text size="sm" fw={700}>
        {t(label)}
      </Text>
    </Group>
  );
}

function CheckRow({ label, check }: { label: string; check: Check | undefined }) {
  const { t } = useLingui();
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{label}</Text>
          {check ? (
            <>
              <Text style={{ overflowWrap: 'anywhere' }}>{check.value}</Text>
              {check.hint && <Text size="sm">{check.hint}</Text>}
            </>
          ) : (
            <Skeleton height={14} width={180} mt={4} aria-label={t`Checking`} />
          )}
        </Stack>
        {check && <StateMark state={check.state} />}
      </Group>
    </Paper>
  );
}

export function DeviceCheck() {
  const { checks, running, run } = useDeviceChecks();
  const outbox = useOutboxCheck();
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        <CheckRow label={t`Service worker`} check={checks.serviceWorker} />
        <CheckRow label={t`Storage`} check={checks.storage} />
        <CheckRow label={t`Waiting to sync`} check={outbox} />
        <CheckRow label={t`Connection to the server`} check={checks.server} />
        <CheckRow label={t`App version`} check={{ state: 'ok', value: APP_VERSION }} />
      </Stack>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={running}
          onClick={() => void run()}
        >
          <Trans>Check again</Trans>
        </Button>
        <Button
          component={Link}
          to="/customercare"
          variant="subtle"
          leftSection={<IconHelp size={18} aria-hidden />}
        >
          <Trans>Help line</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
