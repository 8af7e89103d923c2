/**
 * Follow / Following on an artist (the portfolio's header, the directory's cards): a toggle, queued
 * through the outbox so it works offline and shows at once. Nothing on one's own portfolio; a visitor
 * is asked to sign in first, as for every signed-in action.
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../lib/session';
import { signInFirst } from '../../lib/sign-in-first';
import { setFollowing } from './follows.actions';
import { useFollowing } from './follows.mirror';

/** The tap target's height: 44 px, a finger's (WCAG 2.5.5). */
const TOUCH = 44;

/** `name`: the artist's, said with the button where several artists' buttons share a screen. */
type Props = { username: string; name?: string; fullWidth?: boolean };

export function FollowButton({ username, name, fullWidth }: Props) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom);
  const following = useFollowing(username) ?? false;
  if (me?.username.toLowerCase() === username.toLowerCase()) return null;
  // Its own context: a list of whom one follows is "Following" too, in other words in some languages.
  const label = following ? t({ message: 'Following', context: 'follow button, pressed' }) : t`Follow`;
  // The artist's name with the label, the label's words kept, so a voice command still finds it.
  const named = name && (following ? t`Following ${name}` : t`Follow ${name}`);
  return (
    <Button
      variant={following ? 'default' : 'filled'}
      h={TOUCH}
      fullWidth={fullWidth}
      style={{ flex: 'none' }}
      leftSection={following ? <IconCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
      aria-pressed={following}
      aria-label={named || undefined}
      onClick={() => (me ? void setFollowing(username, !following) : signInFirst())}
    >
      {label}
    </Button>
  );
}
