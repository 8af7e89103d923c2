/** /upload/journey: reflect on a journey, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { JourneyEditor } from '../../features/journeys/form/journey-editor';
import { JourneyForm } from '../../features/journeys/form/journey-form';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadJourneyRoute() {
  const editing = useSearchParams()[0].get('edit');
  const { t } = useLingui();
  const title = editing ? t`Edit your journey` : t`Reflect on your journey`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {editing ? <JourneyEditor key={editing} uuid={editing} /> : <JourneyForm original={null} />}
      </Stack>
    </Page>
  );
}
