/** /upload/workshop: 'Create your workshop', or 'Edit workshop page' with `?edit={uuid}` (spec 2.8). */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { WorkshopEditor } from '../../features/workshop-form/workshop-editor';
import { WorkshopForm } from '../../features/workshop-form/workshop-form';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadWorkshopRoute() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const { t } = useLingui();
  const title = editing ? t`Edit workshop page` : t`Create your workshop`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {editing ? <WorkshopEditor key={editing} uuid={editing} /> : <WorkshopForm original={null} />}
      </Stack>
    </Page>
  );
}
