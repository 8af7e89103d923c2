/**
 * The workshop form (spec 2.8, 4.6, 5), create or edit: poster (whole, in its own shape), title, who
 * teaches it (own or another artist), country, venue, time (the free text, and the date with a start
 * and end in the workshop's time zone, for calendars and lists), info, and 'Add Social Links'
 * (Instagram, YouTube with a preview, e-mail), with counters. The country comes before the date so
 * that the zone it sets shows below it. Cancel resets the form and discards the edit.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { countryOptions } from '../../../lib/countries';
import type { WorkshopRow } from '../../../lib/db';
import { userAtom } from '../../../lib/session';
import { OPTIONS_WHILE_OPEN, SteadySelect, SteadyTextarea } from '../../../lib/steady-inputs';
import { useUnsavedInput } from '../../../lib/unsaved';
import { useZoneFollowsCountry } from '../../../ui/fields/country-zone';
import { PosterField, type PosterValue } from '../../../ui/fields/poster-field';
import { UploadProgress } from '../../../ui/upload-progress';
import type { TaggedArtist } from '../../artists/artist-tag-field';
import { useWorkshopSubmit } from './use-workshop-submit';
import { WorkshopArtistField } from './workshop-artist-field';
import {
  emptyValues,
  validateWorkshopForm,
  valuesOfWorkshop,
  type WorkshopFormValues,
} from './workshop-form.values';
import { WorkshopResultDialog } from './workshop-result-dialog';
import { WorkshopSocialFields } from './workshop-social-fields';
import { WorkshopTimeFields } from './workshop-time-fields';

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

export function WorkshopForm({ original }: { original: WorkshopRow | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const own = {
    username: user?.username ?? '',
    artistName: user?.portfolio?.artist_name ?? user?.username ?? '',
    country: user?.portfolio?.country ?? '',
  };
  const current: PosterValue = { local: null, url: original?.poster ?? '' };
  const [poster, setPoster] = useState(current);
  const startsOther = original !== null && original.teacher1.toLowerCase() !== own.username.toLowerCase();
  const [other, setOther] = useState(startsOther);
  const [tagged, setTagged] = useState<TaggedArtist | null>(
    startsOther && original?.teacher1 ? { username: original.teacher1, artist_name: original.name1 } : null,
  );
  const [links, setLinks] = useState(
    Boolean(original && (original.iglink || original.videolink || original.contact_email)),
  );
  const form = useForm<WorkshopFormValues>({
    mode: 'controlled',
    initialValues: original ? valuesOfWorkshop(original) : emptyValues(own),
    validate: validateWorkshopForm,
  });
  const { submit, missingPoster, saving, result, done, upload } = useWorkshopSubmit({
    form,
    original,
    poster: poster.local,
    onFailed: () => setPoster(current),
  });
  useUnsavedInput(form.isDirty() || poster.local !== null);
  const followCountry = useZoneFollowsCountry(
    () => form.getValues().timezone,
    (zone) => form.setFieldValue('timezone', zone),
  );
  const counted = (field: keyof WorkshopFormValues, label: string) => (
    <TextInput
      label={label}
      description={`${form.values[field].length}/${TEXT_LIMIT}`}
      inputWrapperOrder={BELOW}
      {...form.getInputProps(field)}
    />
  );

  function cancel() {
    form.reset();
    setPoster(current);
    setOther(startsOther);
    if (original) navigate('/upload/workshop');
  }

  return (
    <>
      <form onSubmit={form.onSubmit(submit, missingPoster)} noValidate>
        <Stack gap="lg">
          <PosterField
            label={t`Poster`}
            value={poster}
            onChange={setPoster}
            kept={original?.localImage}
            error={form.errors.poster as string | undefined}
          />
          <TextInput
            label={t`Title`}
            withAsterisk
            description={`${form.values.title.length}/${TEXT_LIMIT}`}
            inputWrapperOrder={BELOW}
            {...form.getInputProps('title')}
          />
          <WorkshopArtistField
            form={form}
            own={own}
            tagged={tagged}
            other={other}
            onMode={(isOther, artist) => {
              setOther(isOther);
              setTagged(artist);
            }}
          />
          <SteadySelect
            label={t`Country`}
            withAsterisk
            comboboxProps={OPTIONS_WHILE_OPEN}
            searchable
            data={countryOptions(i18n.locale)}
            nothingFoundMessage={t`No country found`}
            placeholder={t`Choose a country`}
            {...form.getInputProps('country')}
            value={form.values.country || null}
            onChange={(code) => {
              form.setFieldValue('country', code ?? '');
              followCountry(code ?? '');
            }}
          />
          {counted('venue', t`Venue`)}
          {counted('datetime', t`Time`)}
          <WorkshopTimeFields form={form} />
          <SteadyTextarea
            label={t`Info`}
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('content')}
          />
          <Button
            variant="light"
            onClick={() => setLinks((open) => !open)}
            aria-expanded={links}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Add Social Links</Trans>
          </Button>
          <Collapse expanded={links}>
            <WorkshopSocialFields form={form} counted={counted} />
          </Collapse>
          {saving && !original && (
            <Text role="status" size="sm">
              {t`Creating your workshop page...`}
            </Text>
          )}
          <UploadProgress id={upload} />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {original ? <Trans>Update workshop</Trans> : <Trans>Create workshop</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <WorkshopResultDialog result={result} onDone={done} />
    </>
  );
}
