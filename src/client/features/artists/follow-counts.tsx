/**
 * "N followers · N following" under a portfolio's name, each a link to its list
 * (/{username}/followers, /{username}/following). The counts are the mirrored row's, so they show
 * offline and change at once with a follow; a row the page has not read yet has none, and shows none.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { ArtistRow } from '../../lib/db';

/** Tall enough for a finger, though the text is one line (WCAG 2.5.5). */
const TOUCH = 44;

export function FollowCounts({ artist }: { artist: ArtistRow }) {
  const { t } = useLingui();
  const shown = useLocation().pathname.split('/').filter(Boolean)[1]?.toLowerCase();
  const { followers_count: followers, following_count: following } = artist;
  if (followers === undefined || following === undefined) return null;
  const base = `/${encodeURIComponent(artist.username)}`;
  // The list on the page below says so: the page's own link stands out and is marked current.
  const link = (side: 'followers' | 'following', text: string) => (
    <Anchor
      component={Link}
      to={`${base}/${side}`}
      c="inherit"
      fw={shown === side ? 700 : undefined}
      aria-current={shown === side ? 'page' : undefined}
      mih={TOUCH}
      display="inline-flex"
      style={{ alignItems: 'center' }}
    >
      {text}
    </Anchor>
  );
  return (
    <Group gap={8} component="nav" aria-label={t`Follows`} wrap="wrap" style={{ rowGap: 0 }}>
      {link('followers', t`${plural(followers, { one: '# follower', other: '# followers' })}`)}
      <Text c="dimmed" aria-hidden>
        ·
      </Text>
      {link('following', t`${plural(following, { one: '# following', other: '# following' })}`)}
    </Group>
  );
}
