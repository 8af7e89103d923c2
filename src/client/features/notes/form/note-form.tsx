/**
 * The video-note form (spec 2), create or edit: YouTube link, description, labs, who can see it and,
 * for 'Mention an artist' or 'Community', the artists to mention with the chosen artist's workshops.
 * Saving queues the write, so it works offline; input not yet saved holds back an app update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NoteRow } from '../../../lib/db';
import { useUnsavedInput } from '../../../lib/unsaved';
import { VideoLinkField } from '../../../ui/fields/video-link-field';
import { AccessField } from './access-field';
import { ArtistWorkshops } from './artist-workshops';
import { MentionsField } from './mentions-field';
import {
  emptyValues,
  mentionError,
  mentionLimit,
  type VideoFormValues,
  validateVideoForm,
  valuesOfRow,
} from './note-form.values';
import type { NoteFormParts } from './note-form-parts';
import { VideoResultDialog } from './note-result-dialog';
import { useVideoSubmit } from './use-note-submit';

type Props = {
  /** The note being edited; null to create one. */
  original: NoteRow | null;
  /** A link shared to the app (share target), for a new note. */
  sharedLink?: string;
  parts: NoteFormParts;
};

export function VideoNoteForm({ original, sharedLink = '', parts }: Props) {
  const { LabsField, QuickLabDialog, useGivenArtists } = parts;
  const given = useGivenArtists();
  const navigate = useNavigate();
  const { t } = useLingui();
  const form = useForm<VideoFormValues>({
    mode: 'controlled',
    initialValues: original ? valuesOfRow(original) : emptyValues(sharedLink),
    validate: validateVideoForm,
  });
  const { submit, saving, result, done } = useVideoSubmit(form, original);
  const [creatingLab, setCreatingLab] = useState(false);
  useUnsavedInput(form.isDirty());
  const { access, mentions } = form.values;

  function cancel() {
    if (original) {
      navigate(-1);
      return;
    }
    form.setInitialValues(emptyValues());
    form.reset();
  }

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <VideoLinkField {...form.getInputProps('video')} />
          <Textarea
            label={t`Description`}
            placeholder={t`What are you exploring..`}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('lesson')}
          />
          <LabsField
            value={form.values.labs}
            onChange={(labs) => form.setFieldValue('labs', labs)}
            onCreateLab={() => setCreatingLab(true)}
          />
          <AccessField
            value={access}
            onChange={(next) => {
              form.setFieldValue('access', next);
              /* Too many artists for the new level says so at once; a missing one waits for Submit. */
              const tooMany = mentions.length > mentionLimit(next) && mentionError(next, mentions.length);
              if (tooMany) form.setFieldError('mentions', tooMany);
              else form.clearFieldError('mentions');
            }}
            error={form.errors.access as string | undefined}
          />
          {access !== '1' && (
            <Stack gap="sm">
              <MentionsField
                access={access}
                value={mentions}
                onChange={(artists) => {
                  form.setFieldValue('mentions', artists);
                  form.setFieldValue('workshop', null); // spec 4: a workshop belongs to the mentions it was picked with
                  form.clearFieldError('mentions');
                }}
                onRefuse={(message) => form.setFieldError('mentions', message)}
                given={given}
                error={form.errors.mentions as string | undefined}
              />
              {access === '3' && mentions[0] && (
                <ArtistWorkshops
                  artistName={mentions[0].artist_name || mentions[0].username}
                  username={mentions[0].username}
                  value={form.values.workshop}
                  onChange={(workshop) => form.setFieldValue('workshop', workshop)}
                />
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {original ? <Trans>Update</Trans> : <Trans>Submit</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      <QuickLabDialog
        opened={creatingLab}
        onClose={() => setCreatingLab(false)}
        onCreated={(lab) => form.setFieldValue('labs', (labs) => [...labs, lab.uuid])}
      />
      <VideoResultDialog result={result} onDone={done} />
    </>
  );
}
