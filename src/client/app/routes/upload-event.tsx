/** /upload/event: create an event, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { EventEditor } from '../../features/events/form/event-editor';
import { EventForm } from '../../features/events/form/event-form';
import { UploadPage, useEditing } from '../layouts/upload-page';

export default function UploadEventRoute() {
  const editing = useEditing();
  const { t } = useLingui();
  return (
    <UploadPage title={editing ? t`Edit event page` : t`Create your event`}>
      {editing ? <EventEditor key={editing} uuid={editing} /> : <EventForm original={null} />}
    </UploadPage>
  );
}
