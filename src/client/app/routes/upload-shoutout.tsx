/** /upload/each1teach1: give a shoutout, or edit one with `?edit={uuid}`. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { ShoutoutEditor } from '../../features/shoutout-form/shoutout-editor';
import { ShoutoutForm } from '../../features/shoutout-form/shoutout-form';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadShoutoutRoute() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const { t } = useLingui();
  const title = editing ? t`Edit your shoutout` : t`Give a shoutout`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {editing ? <ShoutoutEditor key={editing} uuid={editing} /> : <ShoutoutForm original={null} />}
      </Stack>
    </Page>
  );
}
