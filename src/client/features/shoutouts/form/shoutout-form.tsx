/**
 * The shoutout form (spec 2, "Shoutout form"), create or edit: cover (crop, rotate, flip), artist
 * name, country, appreciation, date, lesson notes, location, the artist tag, the workshop where the
 * teaching was (among those the user is going to) and the lesson's YouTube link with its preview.
 * Checked with the shared schema; input not yet saved holds back an app update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMIT } from '../../../../shared/constants';
import type { NamedWorkshop } from '../../../../shared/schemas/workshop-door';
import { countryOptions } from '../../../lib/countries';
import type { ShoutoutRow } from '../../../lib/db';
import { useUnsavedInput } from '../../../lib/unsaved';
import { DateField } from '../../../ui/fields/date-field';
import { PosterField, type PosterValue } from '../../../ui/fields/poster-field';
import { UploadProgress } from '../../../ui/upload-progress';
import { ArtistTagField, type TaggedArtist } from '../../artists/artist-tag-field';
import { WorkshopPicker } from '../../workshops/workshop-picker';
import {
  emptyValues,
  type ShoutoutFormValues,
  validateShoutoutForm,
  valuesOfShoutout,
} from './shoutout-form.values';
import { ShoutoutResultDialog } from './shoutout-result-dialog';
import { ShoutoutVideoField } from './shoutout-video-field';
import { useShoutoutSubmit } from './use-shoutout-submit';

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

export function ShoutoutForm({ original }: { original: ShoutoutRow | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [cover, setCover] = useState<PosterValue>({ local: null, url: original?.image ?? '' });
  const [tagged, setTagged] = useState<TaggedArtist | null>(original?.teacher ?? null);
  const [workshop, setWorkshop] = useState<NamedWorkshop | null>(original?.workshop ?? null);
  /* Remounts the tag field (its search text) when the form starts afresh. */
  const [round, setRound] = useState(0);
  const form = useForm<ShoutoutFormValues>({
    mode: 'controlled',
    initialValues: original ? valuesOfShoutout(original) : emptyValues(),
    validate: (values) =>
      validateShoutoutForm(values, cover.local !== null || Boolean(original?.image || original?.localImage)),
  });
  function startAfresh() {
    form.setInitialValues(emptyValues());
    form.reset();
    setCover({ local: null, url: '' });
    setTagged(null);
    setWorkshop(null);
    setRound((n) => n + 1);
  }
  const { submit, saving, result, done, upload } = useShoutoutSubmit({
    form,
    original,
    cover: cover.local,
    tagged,
    workshop,
    onPosted: startAfresh,
  });
  useUnsavedInput(form.isDirty() || cover.local !== null);
  const name = form.values.s_teacher_name;

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <PosterField
            crop
            label={t`Cover image`}
            alt={t`Cover preview`}
            value={cover}
            onChange={(next) => {
              setCover(next);
              form.clearFieldError('image');
            }}
            kept={original?.localImage}
            error={form.errors.image as string | undefined}
          />
          <TextInput
            label={t`Artist name`}
            withAsterisk
            description={`${name.length}/${TEXT_LIMIT}`}
            inputWrapperOrder={BELOW}
            {...form.getInputProps('s_teacher_name')}
          />
          <Select
            label={t`Artist's country`}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t`Clear the country` }}
            data={countryOptions(i18n.locale)}
            nothingFoundMessage={t`No country found`}
            placeholder={t`Choose a country`}
            {...form.getInputProps('s_teacher_country')}
            value={form.values.s_teacher_country || null}
            onChange={(code) => form.setFieldValue('s_teacher_country', code ?? '')}
          />
          <Textarea
            label={t`What do you appreciate about them?`}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('s_appreciation')}
          />
          <DateField
            value={form.values.occured}
            onChange={(day) => form.setFieldValue('occured', day)}
            error={form.errors.occured as string | undefined}
          />
          <Textarea
            label={t`What did you learn?`}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('s_learnings')}
          />
          <TextInput label={t`Location`} {...form.getInputProps('s_location')} />
          <ArtistTagField
            key={round}
            value={tagged}
            onChange={(artist) => {
              setTagged(artist);
              form.setFieldValue('teacher', artist?.username ?? '');
              form.clearFieldError('teacher');
              if (artist && !form.values.s_teacher_name.trim())
                form.setFieldValue('s_teacher_name', artist.artist_name || artist.username);
            }}
            error={form.errors.teacher as string | undefined}
          />
          <WorkshopPicker
            value={form.values.workshop}
            named={workshop}
            onChange={(uuid, chosen) => {
              setWorkshop(chosen);
              form.setFieldValue('workshop', uuid);
              form.clearFieldError('workshop');
            }}
            error={form.errors.workshop as string | undefined}
          />
          <ShoutoutVideoField
            {...form.getInputProps('s_teacher_video')}
            value={form.values.s_teacher_video}
          />
          <UploadProgress id={upload} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (original ? navigate(-1) : startAfresh())}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {original ? <Trans>Update</Trans> : <Trans>Submit</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <ShoutoutResultDialog result={result} onDone={done} />
    </>
  );
}
