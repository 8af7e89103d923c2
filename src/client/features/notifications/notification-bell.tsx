/**
 * The bell for users with a portfolio (spec 2.7): a badge with the unseen count and a menu with New
 * and Earlier lists read from the mirror, each shown only when it has rows, and one empty line when
 * neither has. Opening the menu fetches the list again, so the badge and lists say what the server
 * has now. A click marks the notification seen (queued) and opens what it is about; Load more
 * fetches the next page. A shoutout that tags the user offers Approve and Decline under its line;
 * the answer marks its line seen. "Mark all as seen" clears the New list at once.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Menu, ScrollArea } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NOTIFICATION_CONTEXT,
  NOTIFICATION_TYPE,
  type Notification,
  notificationTarget,
} from '../../../shared/schemas/notifications';
import { NotificationItem } from './notification-item';
import { markAllSeen, markSeen } from './notifications.actions';
import { loadMoreNotifications, onFetchFailure, useNotificationLists } from './notifications.mirror';
import { useNotificationPolling } from './use-notification-polling';

const ShoutoutRequest = lazy(() =>
  import('../shoutouts/shoutout-request').then((m) => ({ default: m.ShoutoutRequest })),
);

/** The shoutout a notification asks the user to approve (tagged in one), if it is such a request. */
const requestOf = (n: Notification) =>
  n.notification_context === NOTIFICATION_CONTEXT.post && n.notification_type === NOTIFICATION_TYPE.tagged
    ? n.e1t1object
    : null;

/** An empty list is information, not a dimmed control. */
const READABLE = { color: 'var(--mantine-color-text)', cursor: 'default' };

type Props = { username: string; onSessionEnded: () => void };

function Section({
  title,
  rows,
  onOpen,
}: {
  title: string;
  rows: Notification[];
  onOpen: (n: Notification) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <Menu.Label c="var(--mantine-color-text)">{title}</Menu.Label>
      {rows.map((n) => {
        const shoutout = requestOf(n);
        return (
          <div key={n.id}>
            <NotificationItem notification={n} onOpen={onOpen} />
            {shoutout && (
              <Suspense fallback={null}>
                <ShoutoutRequest uuid={shoutout} onAnswer={() => void markSeen(n.id)} />
              </Suspense>
            )}
          </div>
        );
      })}
    </>
  );
}

export function NotificationBell({ username, onSessionEnded }: Props) {
  const refresh = useNotificationPolling(username, onSessionEnded);
  const { fresh, earlier, more } = useNotificationLists(username);
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();
  const count = fresh.length;
  const open = (n: Notification) => {
    void markSeen(n.id);
    const to = notificationTarget(n);
    if (to) navigate(to);
  };
  const loadMore = () => {
    setLoading(true);
    loadMoreNotifications()
      .catch(onFetchFailure(onSessionEnded))
      .finally(() => setLoading(false));
  };
  return (
    <Menu position="bottom-end" width={320} onOpen={refresh}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={
            count
              ? t`${plural(count, { one: 'Notifications, # new', other: 'Notifications, # new' })}`
              : t`Notifications`
          }
        >
          <IconBell size={22} stroke={1.75} />
          {fresh.length > 0 && (
            // Inside the button (it clips); the button's label already says the count. Red 9: white on
            // it passes contrast (4.5:1), as red 6 (3.8:1) does not.
            <Badge aria-hidden size="xs" color="red.9" pos="absolute" top={1} right={1} px={4}>
              {fresh.length > 99 ? '99+' : fresh.length}
            </Badge>
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah="70vh" type="auto">
          {fresh.length + earlier.length === 0 && (
            <Menu.Item data-disabled aria-disabled style={READABLE}>
              <Trans>No notifications yet.</Trans>
            </Menu.Item>
          )}
          {fresh.length > 0 && (
            <Menu.Item closeMenuOnClick={false} onClick={() => void markAllSeen()} ta="center">
              <Trans>Mark all as seen</Trans>
            </Menu.Item>
          )}
          <Section title={t`New`} rows={fresh} onOpen={open} />
          {fresh.length > 0 && earlier.length > 0 && <Menu.Divider />}
          <Section title={t`Earlier`} rows={earlier} onOpen={open} />
          {more && (
            <Menu.Item closeMenuOnClick={false} disabled={loading} onClick={loadMore} ta="center">
              {loading ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
            </Menu.Item>
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
