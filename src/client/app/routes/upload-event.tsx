/** /upload/event: create an event, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { EventEditor } from '../../features/events/form/event-editor';
import { EventForm } from '../../features/events/form/event-form';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadEventRoute() {
  const editing = useSearchParams()[0].get('edit');
  const { t } = useLingui();
  const title = editing ? t`Edit event page` : t`Create your event`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {editing ? <EventEditor key={editing} uuid={editing} /> : <EventForm original={null} />}
      </Stack>
    </Page>
  );
}
