/** The simple layout (spec 2.2): the default shell around a narrower page (help, legal, sign-in). */
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from './default-layout';

/** Renders the matched route, or `children` where there is no route (the router's error element). */
export function SimpleLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout>
      <Container size={720} px={0}>
        {children ?? <Outlet />}
      </Container>
    </DefaultLayout>
  );
}
