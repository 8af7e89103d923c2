/** 'Add Social Links' (spec 2.8): Instagram, YouTube (with a preview once it is a video) and e-mail. */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { toWatchUrl, youtubeId } from '../../../../shared/schemas/notes';
import { NoteVideo } from '../../../ui/video/note-video';
import type { WorkshopFormValues } from './workshop-form.values';

type Props = {
  form: UseFormReturnType<WorkshopFormValues>;
  /** A text field with its 255-character counter. */
  counted: (field: keyof WorkshopFormValues, label: string) => ReactNode;
};

export function WorkshopSocialFields({ form, counted }: Props) {
  const { t } = useLingui();
  const video = form.values.videolink.trim();
  const shows = !/\s/.test(video) && youtubeId(video) !== null;
  return (
    <Stack gap="md">
      {counted('iglink', t`Instagram link`)}
      {counted('videolink', t`Youtube link`)}
      {shows && <NoteVideo video={toWatchUrl(video)} thumb="" alt={t`Video preview`} />}
      {counted('contact_email', t`Email ID`)}
    </Stack>
  );
}
