/** /upload/event: create an event, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { EventEditor } from '../../features/events/form/event-editor';
import { EventForm } from '../../features/events/form/event-form';
import { FormPage, useEditing } from '../layouts/form-page';

export default function UploadEventRoute() {
  const editing = useEditing();
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit event page` : t`Create your event`}>
      {editing ? <EventEditor key={editing} uuid={editing} /> : <EventForm original={null} />}
    </FormPage>
  );
}
