/** The left navigation drawer (spec 2.4), for visitors too: every main section is one tap away. */
import { useLingui } from '@lingui/react/macro';
import { AppShell } from '@mantine/core';
import { NavLinkList } from './nav-link-list';
import { MAIN_NAV } from './nav-links';

type Props = {
  /** False while the drawer is off screen, so its links leave the tab order. */
  visible: boolean;
  /** Called after a link is followed (closes the overlay on small screens). */
  onNavigate: () => void;
};

export function NavDrawer({ visible, onNavigate }: Props) {
  const { t } = useLingui();
  return (
    <AppShell.Navbar p="sm" aria-label={t`Main`} inert={!visible}>
      <NavLinkList items={MAIN_NAV} onNavigate={onNavigate} />
    </AppShell.Navbar>
  );
}
