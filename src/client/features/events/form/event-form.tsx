/**
 * The event form, create or edit: poster, title with a counter, venue and country, start and end
 * (wall times) in the event's time zone, which the country sets (the place comes first so the zone
 * shows below it), info, guests with their roles, linked workshops, the programme, battles (each
 * with its format), and "Add Social Links" (Instagram, YouTube, e-mail). Validated with the shared
 * schema; input not yet saved holds back an app update. Cancel discards the edit.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { INFO_LIMIT } from '../../../../shared/schemas/events';
import { countryOptions } from '../../../lib/countries';
import type { EventRow } from '../../../lib/db';
import { OPTIONS_WHILE_OPEN, SteadySelect, SteadyTextarea } from '../../../lib/steady-inputs';
import { useUnsavedInput } from '../../../lib/unsaved';
import { useZoneFollowsCountry } from '../../../ui/fields/country-zone';
import { PosterField } from '../../../ui/fields/poster-field';
import { UploadProgress } from '../../../ui/upload-progress';
import { BattleFormatField } from './battle-format';
import { type EventFormValues, emptyValues, validateEventForm, valuesOfRow } from './event-form.values';
import { EventResultDialog } from './event-result-dialog';
import { EventWhenFields } from './event-when-fields';
import { GuestsField } from './guests-field';
import { ListField } from './list-field';
import { ProgrammeWhen } from './programme-when';
import { useEventSubmit } from './use-event-submit';
import { WorkshopsField } from './workshops-field';

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

export function EventForm({ original }: { original: EventRow | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: original ? valuesOfRow(original) : emptyValues(),
    validate: validateEventForm,
  });
  const { submit, saving, result, close, upload } = useEventSubmit(form, original);
  const [social, setSocial] = useState(
    Boolean(original?.iglink || original?.videolink || original?.contact_email),
  );
  useUnsavedInput(form.isDirty());
  const followCountry = useZoneFollowsCountry(
    () => form.getValues().timezone,
    (zone) => form.setFieldValue('timezone', zone),
  );
  const counted = (
    field: 'title' | 'venue' | 'iglink' | 'videolink' | 'contact_email',
    label: string,
    required = false,
  ) => (
    <TextInput
      label={label}
      required={required}
      maxLength={TEXT_LIMIT}
      description={`${form.values[field].length}/${TEXT_LIMIT}`}
      inputWrapperOrder={BELOW}
      {...form.getInputProps(field)}
    />
  );

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <PosterField
            label={t`Poster`}
            value={form.values.poster}
            onChange={(poster) => form.setFieldValue('poster', poster)}
            error={form.errors.poster as string | undefined}
          />
          {counted('title', t`Title`, true)}
          {counted('venue', t`Venue`)}
          <SteadySelect
            label={t`Country`}
            required
            searchable
            data={countryOptions(i18n.locale)}
            nothingFoundMessage={t`No country found`}
            comboboxProps={OPTIONS_WHILE_OPEN}
            {...form.getInputProps('country')}
            onChange={(code) => {
              form.setFieldValue('country', code);
              followCountry(code ?? '');
            }}
          />
          <EventWhenFields form={form} />
          <SteadyTextarea
            label={t`Info`}
            autosize
            minRows={3}
            maxLength={INFO_LIMIT}
            {...form.getInputProps('content')}
          />
          <GuestsField
            value={form.values.event_guests}
            onChange={(guests) => form.setFieldValue('event_guests', guests)}
            error={form.errors.event_guests as string | undefined}
          />
          <WorkshopsField
            value={form.values.event_workshops}
            onChange={(workshops) => form.setFieldValue('event_workshops', workshops)}
            error={form.errors.event_workshops as string | undefined}
          />
          <ListField
            form={form}
            name="event_subevents"
            label={t`Programme`}
            addLabel={t`Add to the programme`}
            fields={[
              { key: 'title', label: t`Name` },
              { key: 'info', label: t`Details` },
            ]}
            empty={{ title: '', time: '', info: '' }}
            lead={(index) => <ProgrammeWhen form={form} index={index} />}
          />
          <ListField
            form={form}
            name="event_battles"
            label={t`Battles`}
            addLabel={t`Add a battle`}
            fields={[
              { key: 'category', label: t`Category (1v1, 2v2, crew)` },
              { key: 'style', label: t`Style` },
            ]}
            empty={{ category: '', style: '', format: '1v1' }}
            after={(index) => <BattleFormatField form={form} index={index} />}
          />
          {social ? (
            <Stack gap="md">
              {counted('iglink', t`Instagram link`)}
              {counted('videolink', t`Youtube link`)}
              {counted('contact_email', t`Email ID`)}
            </Stack>
          ) : (
            <Button variant="subtle" w="fit-content" onClick={() => setSocial(true)}>
              {t`Add Social Links`}
            </Button>
          )}
          <UploadProgress id={upload} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                navigate(original ? `/events/${original.uuid}` : '/events');
              }}
            >
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={saving}>
              {original ? t`Update event` : t`Create event`}
            </Button>
          </Group>
        </Stack>
      </form>
      <EventResultDialog result={result} onClose={close} />
    </>
  );
}
