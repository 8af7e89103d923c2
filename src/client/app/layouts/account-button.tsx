/** The profile avatar at the right of the top bar; opens the account drawer. */
import { ActionIcon, Avatar } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../lib/session';
import { AccountDrawer } from './account-drawer';

export function AccountButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const user = useAtomValue(userAtom);
  return (
    <>
      <ActionIcon
        variant="transparent"
        size={42}
        radius="xl"
        aria-label="Account"
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
      <AccountDrawer opened={opened} onClose={close} />
    </>
  );
}
