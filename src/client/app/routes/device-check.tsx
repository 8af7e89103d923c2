/** /test: a check of this device, for a dancer whose app misbehaves (signed in or not). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { DeviceCheck } from '../../features/device-check/device-check';
import { useTitle } from '../../lib/use-title';

export default function DeviceCheckRoute() {
  const { t } = useLingui();
  useTitle(t`Check this device`);
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Check this device</Trans>
          </Title>
          <Text>
            <Trans>
              What Cypher finds on this device. If something is wrong, tell the help line what it says.
            </Trans>
          </Text>
        </Stack>
        <DeviceCheck />
      </Stack>
    </Container>
  );
}
