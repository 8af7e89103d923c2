/**
 * The publish form's choice of personal lab (from the labs mirror): labs already published are
 * disabled and marked 'Already published'; labs not on the server yet cannot be published.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { labMessages } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import type { LabRow } from '../../lib/db';
import type { useMyLabs } from '../labs/labs.mirror';

export type MyLabs = ReturnType<typeof useMyLabs>;

type Props = {
  labs: MyLabs;
  value: string | null;
  error?: string;
  onChange: (lab: LabRow | null) => void;
};

export function LabSelect({ labs, value, error, onChange }: Props) {
  const { t } = useLingui();
  const [more, setMore] = useState(false);
  const rows = (labs.rows ?? []).filter((lab) => lab.id !== undefined);
  const data = rows.map((lab) => ({
    value: lab.uuid,
    label: lab.published ? `${lab.name} (${translateMessage(labMessages.alreadyPublished)})` : lab.name,
    disabled: lab.published,
  }));
  return (
    <Stack gap={6}>
      <Select
        label={t`Lab`}
        placeholder={labs.rows === undefined ? t`Loading your labs…` : t`Choose a lab`}
        withAsterisk
        data={data}
        value={value}
        error={error}
        onChange={(uuid) => onChange(rows.find((lab) => lab.uuid === uuid) ?? null)}
        nothingFoundMessage={t`You have no labs yet.`}
        allowDeselect={false}
      />
      {labs.error && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {translateMessage(more ? labMessages.moreLabsFailed : labMessages.labsFailed)}
            </Text>
            <Button size="xs" variant="default" onClick={labs.retry}>
              <Trans>Retry</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {labs.hasMore && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          loading={labs.pending}
          onClick={() => {
            setMore(true);
            labs.loadMore();
          }}
        >
          <Trans>Load more labs</Trans>
        </Button>
      )}
    </Stack>
  );
}
