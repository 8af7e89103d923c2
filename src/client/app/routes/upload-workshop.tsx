/** /upload/workshop: 'Create your workshop', or 'Edit workshop page' with `?edit={uuid}` (spec 2.8). */
import { useLingui } from '@lingui/react/macro';
import { WorkshopEditor } from '../../features/workshops/form/workshop-editor';
import { WorkshopForm } from '../../features/workshops/form/workshop-form';
import { FormPage, useEditing } from '../layouts/form-page';

export default function UploadWorkshopRoute() {
  const editing = useEditing();
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit workshop page` : t`Create your workshop`}>
      {editing ? <WorkshopEditor key={editing} uuid={editing} /> : <WorkshopForm original={null} />}
    </FormPage>
  );
}
