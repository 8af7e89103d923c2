/** /upload/each1teach1: give a shoutout, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { ShoutoutEditor } from '../../features/shoutouts/form/shoutout-editor';
import { ShoutoutForm } from '../../features/shoutouts/form/shoutout-form';
import { FormPage, useEditing } from '../layouts/form-page';

export default function UploadShoutoutRoute() {
  const editing = useEditing();
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit your shoutout` : t`Give a shoutout`}>
      {editing ? <ShoutoutEditor key={editing} uuid={editing} /> : <ShoutoutForm original={null} />}
    </FormPage>
  );
}
