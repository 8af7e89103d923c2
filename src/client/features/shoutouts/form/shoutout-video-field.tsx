/** The lesson's YouTube link (optional, no spaces) with a preview of the video once it is a YouTube link. */
import { useLingui } from '@lingui/react/macro';
import { Stack, type TextInputProps } from '@mantine/core';
import { toWatchUrl, youtubeId } from '../../../../shared/schemas/notes';
import { VideoLinkField } from '../../../ui/fields/video-link-field';
import { NoteVideo } from '../../../ui/video/note-video';

export function ShoutoutVideoField(props: TextInputProps & { value: string }) {
  const { t } = useLingui();
  const link = props.value.trim();
  const shows = !/\s/.test(link) && youtubeId(link) !== null;
  return (
    <Stack gap="xs">
      <VideoLinkField label={t`YouTube link of the lesson`} withAsterisk={false} {...props} />
      {shows && <NoteVideo video={toWatchUrl(link)} thumb="" alt={t`Video preview`} />}
    </Stack>
  );
}
