/**
 * The portfolio header: cover band, photo or initials, name, the latest battle won as a title (a link
 * to the battle), @username, country, the follow counts,
 * and Edit for the owner or Follow for everyone else (with the state of a follow waiting to be sent)
 * and `more`, the menu its route gives (Report, Block, Mute: reports/more-button.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BattleResult } from '../../../shared/schemas/battles';
import { countryName } from '../../lib/countries';
import { followTarget } from '../../lib/follows';
import { ArtistPhoto } from '../../ui/artist-photo';
import { WriteState } from '../../ui/write-state';
import type { PortfolioMirrorRow } from './artists.mirror';
import { FollowButton } from './follow-button';
import { FollowCounts } from './follow-counts';
import { battlePath, useResultWords } from './result-words';

const PHOTO = 112;

type Props = { portfolio: PortfolioMirrorRow; isOwner: boolean; more?: ReactNode };

export function PortfolioHeader({ portfolio, isOwner, more }: Props) {
  const { i18n } = useLingui();
  const cover = portfolio.cover
    ? { backgroundImage: `url("${portfolio.cover}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: 'linear-gradient(120deg, var(--mantine-color-brown-7), var(--mantine-color-brown-3))' };
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box h={120} style={cover} aria-hidden />
      <Stack px="md" pb="md" gap="xs" mt={-PHOTO / 2}>
        {/* Edit or Follow goes under the photo where its label is too long to sit beside it
            (French at 390 px). */}
        <Group justify="space-between" align="flex-end" gap="xs">
          <Box
            style={{ borderRadius: '50%', border: '4px solid var(--mantine-color-body)', lineHeight: 0 }}
            bg="var(--mantine-color-body)"
          >
            <ArtistPhoto
              name={portfolio.artist_name}
              src={portfolio.profile_photo ?? portfolio.thumb}
              size={PHOTO}
              eager
            />
          </Box>
          {isOwner && (
            <Button
              component={Link}
              to="/upload/website"
              variant="default"
              style={{ flex: 'none' }}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              <Trans>Edit portfolio</Trans>
            </Button>
          )}
          {!isOwner && (
            <Group gap="xs" wrap="nowrap">
              <FollowButton username={portfolio.username} />
              {more}
            </Group>
          )}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {portfolio.artist_name}
        </Title>
        {portfolio.latest_win && <LatestWin win={portfolio.latest_win} />}
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          @{portfolio.username}
          {portfolio.country && ` · ${countryName(portfolio.country, i18n.locale)}`}
        </Text>
        <FollowCounts artist={portfolio} />
        {!isOwner && <WriteState target={followTarget(portfolio.username)} compact />}
      </Stack>
    </Paper>
  );
}

/** The artist's latest battle won, as a title line. */
function LatestWin({ win }: { win: BattleResult }) {
  const words = useResultWords();
  return (
    <Anchor component={Link} to={battlePath(win)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      <Group component="span" gap={6} wrap="nowrap" align="flex-start">
        <IconTrophy size={18} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
        <span>{words.title(win)}</span>
      </Group>
    </Anchor>
  );
}
