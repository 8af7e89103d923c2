/**
 * The default layout (spec 2.2): top bar, the left drawer (for everyone, visitors too: open on windows
 * wider than 1190 px, a burger-toggled overlay below), the offline line, the page and the footer. Every page
 * has this shell, so home, plus and bell are never lost (the simple layout only narrows the page).
 */
import { AppShell, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_BAR_HEIGHT, DRAWER_BREAKPOINT_PX } from '../../../shared/constants';
import { UpdatePrompt } from '../../features/pwa/update-prompt';
import { hasPortfolioAtom } from '../../lib/session';
import { Footer } from './footer';
import { NavDrawer } from './nav-drawer';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

// Only artists with a portfolio get notifications, and so the offer of pushes; visitors never load it.
const PushOffer = lazy(() =>
  import('../../features/push/push-offer').then((m) => ({ default: m.PushOffer })),
);

// The navigation progress bar is for the next address, never the first: it loads after the first paint.
const NavigationProgress = lazy(() => import('./navigation-progress'));

const DESKTOP_QUERY = `(min-width: ${em(DRAWER_BREAKPOINT_PX)})`;
const initiallyDesktop = () => typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;

/** Renders the matched route, or `children` where there is no route (the router's error element). */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, initiallyDesktop(), { getInitialValueInEffect: false });
  const [mobileOpened, setMobileOpened] = useState(false);
  const [desktopOpened, setDesktopOpened] = useState(true);
  const navOpened = isDesktop ? desktopOpened : mobileOpened;
  const toggleNav = () => (isDesktop ? setDesktopOpened((o) => !o) : setMobileOpened((o) => !o));

  return (
    <AppShell
      header={{ height: APP_BAR_HEIGHT }}
      navbar={{
        width: 260,
        breakpoint: DRAWER_BREAKPOINT_PX,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <TopBar nav={{ opened: navOpened, onToggle: toggleNav }} />
      <NavDrawer visible={navOpened} onNavigate={() => setMobileOpened(false)} />
      {/* At least the screen's height, so the footer starts below it: a page that grows or shrinks as it
          loads never moves the footer on screen (a layout shift). The page is what fades from one
          address to the next (theme.css). */}
      <AppShell.Main mih="100dvh" className="cypher-page">
        <OfflineBanner />
        {hasPortfolio && (
          <Suspense fallback={null}>
            <PushOffer />
          </Suspense>
        )}
        {children ?? <Outlet />}
      </AppShell.Main>
      <Footer />
      <UpdatePrompt />
    </AppShell>
  );
}
