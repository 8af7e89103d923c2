/**
 * How much of an image is sent (ui/upload-progress.tsx loads it only while one is on the wire, so
 * neither it nor its styles weigh on a first page): a bar, the share in words for screen readers too,
 * and Cancel.
 */
import '@mantine/core/styles/Progress.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Sending } from '../lib/upload-progress';

export default function UploadBar({ sending }: { sending: Sending }) {
  const { t, i18n } = useLingui();
  const share = sending.total > 0 ? sending.sent / sending.total : 0;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(share);
  return (
    <Stack gap={4} maw={360}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" role="status">
          <Trans>Sending the image: {percent}</Trans>
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={sending.cancel}>
          <Trans>Cancel upload</Trans>
        </Button>
      </Group>
      <Progress value={share * 100} size="sm" aria-label={t`Image sent`} />
    </Stack>
  );
}
