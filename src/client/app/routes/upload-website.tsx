/** /upload/website: create the signed-in user's portfolio, or edit the one they have. */
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PortfolioEditor } from '../../features/artists/portfolio-editor';
import { PortfolioForm } from '../../features/artists/portfolio-form';
import { hasPortfolioAtom, userAtom } from '../../lib/session';
import { FormPage } from '../layouts/form-page';

export default function UploadWebsiteRoute() {
  const user = useAtomValue(userAtom);
  /* Fixed on arrival: creating one updates the session, and the form must not switch mode mid-save. */
  const [editing] = useState(useAtomValue(hasPortfolioAtom));
  const { t } = useLingui();
  return (
    <FormPage title={editing ? t`Edit your portfolio` : t`Create your portfolio`}>
      {editing && user ? <PortfolioEditor username={user.username} /> : <PortfolioForm original={null} />}
    </FormPage>
  );
}
