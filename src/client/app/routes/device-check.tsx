/** /test: a check of this device, for a dancer whose app misbehaves (signed in or not). */
import { Container, Stack, Text, Title } from '@mantine/core';
import { DeviceCheck } from '../../features/device-check/device-check';
import { useTitle } from '../../lib/use-title';

export default function DeviceCheckRoute() {
  useTitle('Check this device');
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Check this device
          </Title>
          <Text>
            What Cypher finds on this device. If something is wrong, tell the help line what it says.
          </Text>
        </Stack>
        <DeviceCheck />
      </Stack>
    </Container>
  );
}
