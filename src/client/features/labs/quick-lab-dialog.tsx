/**
 * Quick create of a personal lab from the video-note form: a name only ('Name is required.' when
 * empty). The lab is queued like every write, so it works offline; the new row is handed back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { labInput } from '../../../shared/schemas/labs';
import type { LabRow } from '../../lib/db';
import { schemaResolver } from '../../lib/form-resolver';
import { createLab } from './labs.actions';

const nameOnly = v.pick(labInput, ['name']);

type Props = { opened: boolean; onClose: () => void; onCreated: (lab: LabRow) => void };

export function QuickLabDialog({ opened, onClose, onCreated }: Props) {
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(nameOnly),
  });

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const { lab } = await createLab(v.parse(nameOnly, values).name);
      onCreated(lab);
      close();
    } catch (error) {
      form.setFieldError('name', error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Create a new lab`} centered size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t`Name`} data-autofocus key={form.key('name')} {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Create</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
