/** /upload/website: create the signed-in user's portfolio, or edit the one they have. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { PortfolioEditor } from '../../features/artists/portfolio-editor';
import { PortfolioForm } from '../../features/artists/portfolio-form';
import { hasPortfolioAtom, userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function UploadWebsiteRoute() {
  const user = useAtomValue(userAtom);
  /* Fixed on arrival: creating one updates the session, and the form must not switch mode mid-save. */
  const [editing] = useState(useAtomValue(hasPortfolioAtom));
  const { t } = useLingui();
  const title = editing ? t`Edit your portfolio` : t`Create your portfolio`;
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {editing && user ? <PortfolioEditor username={user.username} /> : <PortfolioForm original={null} />}
      </Stack>
    </Page>
  );
}
