/**
 * The author's editor of a note's sections (its own chunk, loaded on the first Edit sections): rows
 * of a title, a start and an end (m:ss), added and removed, checked with the shared schema (its words
 * under the fields) and saved through the outbox. Sent, it closes; held on the device, it says so as
 * every form does (ui/queued-line.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_SECTIONS, type Section } from '../../../../shared/schemas/practice';
import { sendNow } from '../../../lib/outbox-answer';
import { errorMessage } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { useUnsavedInput } from '../../../lib/unsaved';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';
import { TOUCH } from '../../../ui/video/video-parts';
import { saveSections } from './sections.actions';
import { fetchSections } from './sections.mirror';
import { checkDrafts, draftOf, type SectionDraft } from './sections-drafts';

type Values = { sections: SectionDraft[] };
type Props = { uuid: string; sections: Section[]; onClose: () => void };

export function SectionsEditor({ uuid, sections, onClose }: Props) {
  const { t } = useLingui();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { sections: sections.length > 0 ? sections.map(draftOf) : [draftOf()] },
  });
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useUnsavedInput(form.isDirty());

  async function save(values: Values) {
    const checked = checkDrafts(values.sections);
    if ('errors' in checked) return form.setErrors(checked.errors);
    setSaving(true);
    setRefusal(null);
    try {
      const sent = await sendNow(await saveSections(uuid, checked.sections));
      form.resetDirty();
      if (sent === 'queued') return setQueued(true);
      fetchSections(uuid).catch(() => {}); // the server's time of the save; the list shows already
      notifications.show({ message: t`Sections saved.` });
      onClose();
    } catch (error) {
      if (!toldStorageFull(error)) setRefusal(errorMessage(error, 'sections'));
    } finally {
      setSaving(false);
    }
  }

  const rows = form.values.sections;
  const listError = form.errors.sections;
  return (
    <Modal opened onClose={onClose} title={t`Edit sections`} centered size="lg" withCloseButton={!queued}>
      {queued ? (
        <Stack gap="xs">
          <Text>{t(SAVED_ON_DEVICE)}</Text>
          <Text size="sm" c="dimmed">
            <QueuedLine />
          </Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack gap="md">
            {rows.map((row, i) => (
              <SectionFields key={row.key} form={form} at={i} />
            ))}
            {listError && (
              <Text size="sm" c="red" role="alert">
                {listError}
              </Text>
            )}
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                mih={TOUCH}
                leftSection={<IconPlus size={18} aria-hidden />}
                disabled={rows.length >= MAX_SECTIONS}
                onClick={() => form.insertListItem('sections', draftOf())}
              >
                <Trans>Add section</Trans>
              </Button>
              <Group gap="sm">
                <Button variant="default" mih={TOUCH} onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" mih={TOUCH} loading={saving}>
                  <Trans>Save</Trans>
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** One section's row: its title, start and end, and its Remove. */
function SectionFields({ form, at }: { form: UseFormReturnType<Values>; at: number }) {
  const { t } = useLingui();
  const n = at + 1;
  const field = (name: keyof SectionDraft) => form.getInputProps(`sections.${at}.${name}`);
  return (
    // On a phone the title has its own line and the times and Remove share the next.
    <Group role="group" aria-label={t`Section ${n}`} align="flex-start" gap="xs">
      <TextInput label={t`Title`} style={{ flex: '1 1 14rem' }} {...field('title')} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput label={t`Start`} placeholder="0:00" w={88} {...field('start')} />
        <TextInput label={t`End`} placeholder="0:15" w={88} {...field('end')} />
        <ActionIcon
          size={TOUCH}
          mt={22}
          variant="subtle"
          color="red"
          aria-label={t`Remove section ${n}`}
          onClick={() => form.removeListItem('sections', at)}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
