/**
 * /upload/uploadvideo: take a video note, or edit one with `?edit={uuid}`. Also the PWA's share
 * target: a shared YouTube link (`url`, `text` or `title`) starts a new note.
 */
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { LabsField } from '../../features/labs/labs-field';
import { QuickLabDialog } from '../../features/labs/quick-lab-dialog';
import { VideoNoteEditor } from '../../features/notes/form/note-editor';
import { VideoNoteForm } from '../../features/notes/form/note-form';
import { sharedVideoLink } from '../../features/notes/form/shared-link';
import { useGivenArtists } from '../../features/shoutouts/given-artists';
import { FormPage } from '../layouts/form-page';

/** The note form's parts from the features built on notes (cookings/form/note-form-parts.ts). */
const parts = { LabsField, QuickLabDialog, useGivenArtists };

export default function UploadVideoRoute() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit your post` : t`What are you working on?`}>
      {editing ? (
        <VideoNoteEditor key={editing} uuid={editing} parts={parts} />
      ) : (
        <VideoNoteForm
          key={params.toString()}
          original={null}
          sharedLink={sharedVideoLink(params)}
          parts={parts}
        />
      )}
    </FormPage>
  );
}
