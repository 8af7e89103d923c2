/** /artists/legacy: the A-Z artist directory. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LEGACY_LIST } from '../../features/artists/artists.mirror';
import { LegacyArtistList } from '../../features/artists/legacy-artist-list';
import { useListSync } from '../../features/artists/use-list-sync';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function ArtistsLegacyRoute() {
  const { t } = useLingui();
  useTitle(t`Artists A-Z`);
  const sync = useListSync(LEGACY_LIST);
  return (
    <Page width="sm">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Artists A-Z</Trans>
        </Title>
        <LegacyArtistList sync={sync} />
        <Anchor component={Link} to="/artists">
          <Trans>Back to all artists</Trans>
        </Anchor>
      </Stack>
    </Page>
  );
}
