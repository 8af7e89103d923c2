/** The profile avatar at the right of the top bar; opens the account drawer (loaded on first open). */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { userAtom } from '../../lib/session';
import { useLatch } from '../../lib/use-latch';

const AccountDrawer = lazy(() => import('./account-drawer').then((m) => ({ default: m.AccountDrawer })));

export function AccountButton() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const user = useAtomValue(userAtom);
  const wanted = useLatch(opened);
  return (
    <>
      <ActionIcon
        variant="transparent"
        size={42}
        radius="xl"
        aria-label={t`Account`}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
      >
        <Avatar
          src={user?.portfolio?.thumb ?? null}
          name={user?.portfolio?.artist_name || user?.username}
          color="brown"
          size={38}
          alt=""
        />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <AccountDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
