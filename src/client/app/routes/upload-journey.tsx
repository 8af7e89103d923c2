/** /upload/journey: reflect on a journey, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { JourneyEditor } from '../../features/journeys/form/journey-editor';
import { JourneyForm } from '../../features/journeys/form/journey-form';
import { FormPage, useEditing } from '../layouts/form-page';

export default function UploadJourneyRoute() {
  const editing = useEditing();
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit your journey` : t`Reflect on your journey`}>
      {editing ? <JourneyEditor key={editing} uuid={editing} /> : <JourneyForm original={null} />}
    </FormPage>
  );
}
