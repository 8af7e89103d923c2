/** /logout: signs out on this device (spec 4.3), then goes to / in place of this page. */
import { Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from '../../features/auth/sign-out';

export default function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut().then(() => navigate('/', { replace: true }));
  }, [navigate]);

  return (
    <Center my="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Signing out...</Text>
      </Group>
    </Center>
  );
}
