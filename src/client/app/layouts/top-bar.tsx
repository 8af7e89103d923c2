/**
 * The top bar (spec 2.3): logo, the signed-in user's home/plus/bell buttons or the visitor's sign-in
 * control, and on the right the theme toggle and the account avatar.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, AppShell, Burger, Group } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AuthButtons } from '../../features/auth/auth-buttons';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { hasPortfolioAtom, isAuthenticatedAtom } from '../../lib/session';
import { AccountButton } from './account-button';
import { Logo } from './logo';

// Only artists with a portfolio see these menus; visitors never download them.
const CreateMenu = lazy(() => import('./create-menu').then((m) => ({ default: m.CreateMenu })));
const NotificationsMenu = lazy(() =>
  import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu })),
);

type Props = {
  /** The left drawer's burger. */
  nav: { opened: boolean; onToggle: () => void };
};

export function TopBar({ nav }: Props) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  return (
    <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={nav.opened}
            onClick={nav.onToggle}
            size="sm"
            aria-label={t`Open navigation`}
            aria-expanded={nav.opened}
          />
          <Logo />
        </Group>
        <Group gap={6} wrap="nowrap">
          {signedIn && (
            <ActionIcon
              component={Link}
              to="/"
              variant="subtle"
              size="lg"
              aria-label={t`Home`}
              title={t`Home`}
            >
              <IconHome size={22} stroke={1.75} />
            </ActionIcon>
          )}
          {hasPortfolio && (
            <Suspense fallback={null}>
              <CreateMenu />
              <NotificationsMenu />
            </Suspense>
          )}
          {!signedIn && <AuthButtons />}
          <ThemeToggle />
          <AccountButton />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
