/**
 * The publish-lab form (spec 2, 4 and 5): the personal lab, name and description (prefilled from
 * the lab), its notes to publish, and the access terms. Publishing is online only. Create ends with
 * 'Your lab is published! 🎉'; edit sends only what changed and shows a notice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import type { PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import type { LabRow } from '../../lib/db';
import { useUnsavedInput } from '../../lib/unsaved';
import { useOnline } from '../../lib/use-online';
import { LabPublishedDialog } from '../labs/lab-published-dialog';
import { toggled } from '../labs/toggle-video';
import { AccessTerms } from './access-terms';
import { LabSelect, type MyLabs } from './lab-select';
import { LabVideoPicker } from './lab-video-picker';
import { emptyPublishValues, type PublishValues, SUBMIT, validatePublish } from './publish-form.values';
import { StepFailed, updatePublished, usePublish } from './use-publish';

/** Edit mode: the published lab, its source lab and the published notes (uuids). */
export type PublishEdit = { detail: PublishedLabDetail; lab: LabRow; initial: PublishValues };

type Props = { labs: MyLabs; edit?: PublishEdit; onDone: (uuid: string) => void };

export function PublishForm({ labs, edit, onDone }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const publish = usePublish(labs.refresh);
  const form = useForm<PublishValues>({
    mode: 'controlled',
    initialValues: edit?.initial ?? emptyPublishValues(),
    validate: validatePublish,
  });
  const [lab, setLab] = useState<LabRow | null>(edit?.lab ?? null);
  const [saving, setSaving] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const [subUuid] = useState(() => crypto.randomUUID());
  useUnsavedInput(form.isDirty());

  function chooseLab(row: LabRow | null) {
    setLab(row);
    form.setValues({ lab: row?.uuid ?? null, name: row?.name ?? '', about: row?.about ?? '', videos: [] });
    form.clearErrors();
  }

  function toggle(uuid: string) {
    form.setFieldValue('videos', toggled(form.getValues().videos, uuid));
    form.clearFieldError('videos');
  }

  async function submit(values: PublishValues) {
    if (!lab) return;
    setSaving(true);
    try {
      if (edit) {
        await updatePublished(subUuid, edit.detail, lab, edit.initial, values);
        form.resetDirty(values);
        notifications.show({ message: t`Your published lab is updated.` });
        onDone(edit.detail.uuid);
      } else {
        const created = await publish(values, lab);
        form.resetDirty(values);
        setPublished(created.uuid);
      }
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      form.setErrors(error.errors);
    } finally {
      setSaving(false);
    }
  }

  const errors = form.errors;
  const selected = form.values.videos.length;
  const source = edit?.lab.name;
  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <Box maw={FORM_MAX_WIDTH} w="100%">
            <Stack gap="md">
              <Title order={2} size="h3">
                {edit ? <Trans>Edit published lab</Trans> : <Trans>Ready to publish your lab?</Trans>}
              </Title>
              {edit ? (
                <Text size="sm" c="dimmed">
                  <Trans>From your lab {source}</Trans>
                </Text>
              ) : (
                <LabSelect
                  labs={labs}
                  value={form.values.lab}
                  error={errors.lab as string}
                  onChange={chooseLab}
                />
              )}
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
          {lab && (
            <Stack gap="xs" role="group" aria-label={t`Videos to publish`}>
              <Text fw={500} size="sm">
                <Trans>Videos ({selected} selected)</Trans>
              </Text>
              <LabVideoPicker key={lab.uuid} lab={lab} value={form.values.videos} onToggle={toggle} />
              {errors.videos && (
                <Text c="red" size="sm" role="alert">
                  {errors.videos}
                </Text>
              )}
            </Stack>
          )}
          <Stack gap="md" maw={FORM_MAX_WIDTH}>
            <AccessTerms
              access={form.values.access}
              price={form.values.price}
              period={form.values.period}
              errors={errors}
              onChange={(patch) => {
                form.setValues(patch);
                form.clearFieldError('access');
                form.clearFieldError('price');
                form.clearFieldError('period');
              }}
            />
            {errors[SUBMIT] && (
              <Text c="red" size="sm" role="alert">
                {errors[SUBMIT]}
              </Text>
            )}
            <Button type="submit" loading={saving} disabled={!online}>
              {edit ? <Trans>Update</Trans> : <Trans>Publish</Trans>}
            </Button>
            {!online && (
              <Text size="sm" c="red" role="status">
                {translateMessage(msg.actionOffline)}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
      <LabPublishedDialog
        opened={published !== null}
        offline={false}
        onOk={() => published && onDone(published)}
      />
    </>
  );
}
