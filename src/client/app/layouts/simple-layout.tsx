/** The simple layout (spec 2.2): the top bar without the left drawer, centred content (max 720 px), footer. */
import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_BAR_HEIGHT } from '../../../shared/constants';
import { UpdatePrompt } from '../../features/pwa/update-prompt';
import { FOOTER_HEIGHT, Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

/** Renders the matched route, or `children` where there is no route (the router's error element). */
export function SimpleLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell header={{ height: APP_BAR_HEIGHT }} padding="md">
      <TopBar />
      <AppShell.Main mih={`calc(100dvh - ${FOOTER_HEIGHT}px)`}>
        <Container size={720} px={0}>
          <OfflineBanner />
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
      <Footer />
      <UpdatePrompt />
    </AppShell>
  );
}
