/**
 * The profile avatar at the right of the top bar; opens the account drawer (loaded on first open).
 * Without a photo it shows the user's initials, and its name then says them too ("Account (BR)"), so
 * that what a speech-input user sees is what they can say (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { userAtom } from '../../lib/session';
import { useLatch } from '../../lib/use-latch';

/** Up to two initials of the name, as the avatar shows them. */
const initialsOf = (name: string) =>
  name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const AccountDrawer = lazy(() => import('./account-drawer').then((m) => ({ default: m.AccountDrawer })));

export function AccountButton() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const user = useAtomValue(userAtom);
  const wanted = useLatch(opened);
  const photo = user?.portfolio?.thumb ?? null;
  const initials = photo ? '' : initialsOf(user?.portfolio?.artist_name || user?.username || '');
  return (
    <>
      <ActionIcon
        variant="transparent"
        size={42}
        radius="xl"
        aria-label={initials ? t`Account (${initials})` : t`Account`}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
      >
        <Avatar src={photo} color="brown" size={38} alt="">
          {initials || null}
        </Avatar>
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <AccountDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
