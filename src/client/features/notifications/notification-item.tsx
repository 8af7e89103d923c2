/**
 * One notification in the bell menu: the sender's avatar (the app's icon for the product's own and
 * the moderators', which have no sender), the text and its age; a menu item.
 */
import { Avatar, Menu, Text } from '@mantine/core';
import type { Notification } from '../../../shared/schemas/notifications';
import { shortTime } from './short-time';

const PRODUCT_ICON = '/icons/icon-192.png';

type Props = { notification: Notification; onOpen: (notification: Notification) => void };

export function NotificationItem({ notification: n, onOpen }: Props) {
  return (
    <Menu.Item
      onClick={() => onOpen(n)}
      leftSection={
        <Avatar
          src={n.sender === null ? PRODUCT_ICON : n.artist_metadata.thumb}
          alt=""
          size="sm"
          radius="xl"
        />
      }
    >
      <Text size="sm" lineClamp={3}>
        {n.text}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={n.time}>
        {shortTime(n.time)}
      </Text>
    </Menu.Item>
  );
}
