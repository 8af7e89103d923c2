/**
 * /upload/uploadvideo: take a video note, or edit one with `?edit={uuid}`. Also the PWA's share
 * target: a shared YouTube link (`url`, `text` or `title`) starts a new note.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { sharedVideoLink } from '../../features/cookings/form/shared-link';
import { VideoNoteEditor } from '../../features/cookings/form/video-note-editor';
import { VideoNoteForm } from '../../features/cookings/form/video-note-form';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadVideoRoute() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const { t } = useLingui();
  const title = editing ? t`Edit your post` : t`What are you working on?`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {editing ? (
          <VideoNoteEditor key={editing} uuid={editing} />
        ) : (
          <VideoNoteForm key={params.toString()} original={null} sharedLink={sharedVideoLink(params)} />
        )}
      </Stack>
    </Page>
  );
}
