/**
 * The journey form (spec 2 "Journey form"), post or edit: title with a counter, up to three photos in
 * a carousel, the experience, country, the event and the workshop it was at, date, private or not, and
 * the Instagram, YouTube and other links. Validated with the shared schema; input not yet saved holds
 * back an app update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useForm } from '@mantine/form';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { countryOptions } from '../../../lib/countries';
import type { JourneyRow } from '../../../lib/db';
import { userAtom } from '../../../lib/session';
import { useUnsavedInput } from '../../../lib/unsaved';
import { UploadProgress } from '../../../ui/upload-progress';
import { WorkshopPicker } from '../../workshops/workshop-picker';
import { JourneyDateField } from './journey-date-field';
import { JourneyEventField } from './journey-event-field';
import { emptyValues, type JourneyFormValues, validateJourneyForm, valuesOfRow } from './journey-form.values';
import { JourneyPhotosField } from './journey-photos-field';
import { JourneyResultDialog } from './journey-result-dialog';
import { useJourneySubmit } from './use-journey-submit';

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

export function JourneyForm({ original }: { original: JourneyRow | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const username = useAtomValue(userAtom)?.username ?? '';
  const form = useForm<JourneyFormValues>({
    mode: 'controlled',
    initialValues: original ? valuesOfRow(original) : emptyValues(),
    validate: validateJourneyForm,
  });
  const { submit, saving, result, view, close, upload } = useJourneySubmit(form, original, username);
  useUnsavedInput(form.isDirty());
  const link = (field: 'joiglink' | 'joytlink' | 'jolink', label: string) => (
    <TextInput
      label={label}
      type="url"
      placeholder="https://"
      maxLength={TEXT_LIMIT}
      {...form.getInputProps(field)}
    />
  );

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <TextInput
            label={t`Title`}
            required
            maxLength={TEXT_LIMIT}
            description={`${form.values.joevent.length}/${TEXT_LIMIT}`}
            inputWrapperOrder={BELOW}
            {...form.getInputProps('joevent')}
          />
          <JourneyPhotosField
            value={form.values.photos}
            onChange={(photos) => {
              form.setFieldValue('photos', photos);
              form.clearFieldError('photos');
            }}
            error={form.errors.photos as string | undefined}
          />
          <Textarea
            label={t`Your experience`}
            placeholder={t`What did you live, learn, feel?`}
            autosize
            minRows={4}
            maxRows={14}
            {...form.getInputProps('jocontent')}
          />
          <Select
            label={t`Country`}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t`Clear the country` }}
            data={countryOptions(i18n.locale)}
            nothingFoundMessage={t`No country found`}
            {...form.getInputProps('country')}
          />
          <JourneyEventField
            value={form.values.event}
            onChange={(event) => {
              form.setFieldValue('event', event);
              form.clearFieldError('event');
            }}
            error={form.errors.event as string | undefined}
          />
          <WorkshopPicker
            value={form.values.workshop?.uuid ?? ''}
            named={form.values.workshop}
            onChange={(_, workshop) => {
              form.setFieldValue('workshop', workshop);
              form.clearFieldError('workshop');
            }}
            error={form.errors.workshop}
          />
          <JourneyDateField
            value={form.values.occured}
            onChange={(day) => form.setFieldValue('occured', day)}
            error={form.errors.occured as string | undefined}
          />
          <Switch
            label={t`Private: only you can see this journey`}
            {...form.getInputProps('isprivate', { type: 'checkbox' })}
          />
          {link('joiglink', t`Instagram link`)}
          {link('joytlink', t`YouTube link`)}
          {link('jolink', t`Other link`)}
          <UploadProgress id={upload} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (original ? navigate(-1) : form.reset())}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {original ? <Trans>Update</Trans> : <Trans>Submit</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <JourneyResultDialog
        result={result}
        onView={view}
        onRetry={() => form.onSubmit(submit)()}
        onClose={close}
      />
    </>
  );
}
