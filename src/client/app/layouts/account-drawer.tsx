/**
 * The account drawer behind the profile avatar (spec 2.5). Visitors get the limited version:
 * Explore, help links and "Get started". Every link closes the drawer. Artists also find the
 * payments-setup flow here, and everyone the language picker.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../features/language/language-select';
import { PaymentsSetupEntry } from '../../features/payments/payments-setup-entry';
import { InstallEntry } from '../../features/pwa/install-entry';
import { hasPortfolioAtom, userAtom } from '../../lib/session';
import { NavLinkList } from './nav-link-list';
import { ACCOUNT_NAV, helpNav, MAIN_NAV, type NavItem, yourNav } from './nav-links';

type Props = { opened: boolean; onClose: () => void };

export function AccountDrawer({ opened, onClose }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={user ? user.username : t`Welcome to Cypher`}
      closeButtonProps={{ 'aria-label': t`Close account menu` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack component="nav" aria-label={t`Account menu`} gap="lg">
        {!user && (
          <Button component={Link} to="/verify" onClick={onClose} fullWidth>
            <Trans>Get started</Trans>
          </Button>
        )}
        <LinkGroup title={t`Explore`} items={MAIN_NAV} onNavigate={onClose} />
        {user && hasPortfolio && (
          <Stack gap="xs">
            <LinkGroup title={t`Your`} items={yourNav(user.username)} onNavigate={onClose} />
            <PaymentsSetupEntry onNavigate={onClose} />
          </Stack>
        )}
        <LinkGroup title={t`Help`} items={helpNav(user !== null)} onNavigate={onClose} />
        {user && <LinkGroup title={t`Account`} items={ACCOUNT_NAV} onNavigate={onClose} />}
        <InstallEntry onInstall={onClose} />
        <LanguageSelect />
      </Stack>
    </Drawer>
  );
}

function LinkGroup({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  onNavigate: () => void;
}) {
  return (
    <Stack gap={2}>
      <Title order={3} size="sm" tt="uppercase" px="sm" lts={0.5}>
        {title}
      </Title>
      <NavLinkList items={items} onNavigate={onNavigate} />
    </Stack>
  );
}
