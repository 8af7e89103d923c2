/** The red "No internet connection." line above the content while the browser is offline. */
import { Text } from '@mantine/core';
import { msg } from '../../../shared/messages';
import { useOnline } from '../../lib/use-online';

const RED = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

export function OfflineBanner() {
  const online = useOnline();
  return (
    <Text role="status" fw={600} ta="center" mb={online ? 0 : 'md'} style={{ color: RED }}>
      {online ? null : msg.offline}
    </Text>
  );
}
