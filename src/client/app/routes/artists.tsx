/** /artists: search plus the mirrored artist grid, refreshed by the 15-minute rule. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ArtistDirectory } from '../../features/artists/artist-directory';
import { ArtistSearch } from '../../features/artists/artist-search';
import { ARTISTS_LIST } from '../../features/artists/artists.mirror';
import { useListSync } from '../../features/artists/use-list-sync';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function ArtistsRoute() {
  const { t } = useLingui();
  useTitle(t`Artists`);
  const sync = useListSync(ARTISTS_LIST);
  return (
    <Page>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1}>
            <Trans>Artists</Trans>
          </Title>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t`Refresh artists`}
            onClick={sync.refresh}
            loading={sync.pending}
          >
            <IconRefresh size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <ArtistSearch>
          <ArtistDirectory sync={sync} />
        </ArtistSearch>
        <Anchor component={Link} to="/artists/legacy">
          <Trans>Browse the A-Z list</Trans>
        </Anchor>
      </Stack>
    </Page>
  );
}
