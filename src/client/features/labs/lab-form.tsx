/**
 * The personal-lab form (spec 2 and 4): name, description and the user's video notes to gather.
 * Create (with Clear) queues the lab and its relations and shows 'Your lab is published! 🎉';
 * Update queues only what changed. Both work offline; online they wait for the server, whose field
 * errors show at their fields. Unsaved input holds back an app update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { db, type LabRow, type NoteRow } from '../../lib/db';
import { sendNow } from '../../lib/outbox-answer';
import { showFieldErrors } from '../../lib/server-errors';
import { useUnsavedInput } from '../../lib/unsaved';
import { emptyLabValues, type LabFormValues, validateLabForm } from './lab-form.values';
import { LabPublishedDialog } from './lab-published-dialog';
import { createLab, updateLab } from './labs.actions';
import { toggled } from './toggle-video';
import { VideoPicker } from './video-picker';

type Props = {
  username: string;
  /** The lab being edited; null to create one. */
  original: LabRow | null;
  /** The edited lab's notes (uuids), preselected. */
  initialVideos?: string[];
  /** The form is done (created and OK pressed, or updated): back to the lab list. */
  onDone: () => void;
};

async function rowsOf(uuids: string[]): Promise<NoteRow[]> {
  return (await db.cookings.bulkGet(uuids)).filter((row): row is NoteRow => row !== undefined);
}

export function LabForm({ username, original, initialVideos = [], onDone }: Props) {
  const { t } = useLingui();
  const form = useForm<LabFormValues>({
    mode: 'controlled',
    initialValues: original
      ? { name: original.name, about: original.about ?? '', videos: initialVideos }
      : emptyLabValues(),
    validate: validateLabForm(original === null),
  });
  const [saving, setSaving] = useState(false);
  const [published, setPublished] = useState<{ offline: boolean } | null>(null);
  useUnsavedInput(form.isDirty());

  function clear() {
    form.setInitialValues(emptyLabValues());
    form.reset();
  }

  function toggle(uuid: string) {
    form.setFieldValue('videos', toggled(form.getValues().videos, uuid));
    form.clearFieldError('videos');
  }

  async function submit(values: LabFormValues) {
    setSaving(true);
    try {
      const videos = await rowsOf(values.videos);
      if (!original) {
        const { key } = await createLab(values.name, values.about, videos);
        const sent = await sendNow(key);
        clear();
        setPublished({ offline: sent === 'queued' });
        return;
      }
      const key = await updateLab(original, { name: values.name, about: values.about }, videos);
      if (key !== 'unchanged') await sendNow(key);
      form.setInitialValues(values);
      form.reset();
      notifications.show({ message: key === 'unchanged' ? t`Your lab is up to date.` : t`Lab updated.` });
      onDone();
    } catch (error) {
      // spec 8: a lab save failure stops the spinner; the server's field errors show at their fields
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  const videosError = form.errors.videos as string | undefined;
  const selected = form.values.videos.length;
  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <Box maw={FORM_MAX_WIDTH} w="100%">
            <Stack gap="md">
              <Title order={2} size="h3">
                {original ? <Trans>Edit your lab</Trans> : <Trans>Create a new lab</Trans>}
              </Title>
              <TextInput label={t`Lab name`} withAsterisk {...form.getInputProps('name')} />
              <Textarea
                label={t`Description`}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('about')}
              />
            </Stack>
          </Box>
          <Stack gap="xs" role="group" aria-label={t`Videos in this lab`}>
            <Text fw={500} size="sm">
              <Trans>Videos ({selected} selected)</Trans>
            </Text>
            <VideoPicker username={username} value={form.values.videos} onToggle={toggle} />
            {videosError && (
              <Text c="red" size="sm" role="alert">
                {videosError}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" maw={FORM_MAX_WIDTH}>
            {!original && (
              <Button variant="default" onClick={clear}>
                <Trans>Clear</Trans>
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {original ? <Trans>Update</Trans> : <Trans>Create</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <LabPublishedDialog
        opened={published !== null}
        offline={published?.offline ?? false}
        onOk={() => {
          setPublished(null);
          onDone();
        }}
      />
    </>
  );
}
