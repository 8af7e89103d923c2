/**
 * The frame of a page's content: a column of the page's width, centred. The shell around it gives every
 * page the same side margins (16 px); a page adds none of its own, so nothing shifts from page to page.
 */
import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { width?: MantineSize | number; children: ReactNode };

export function Page({ width = 'lg', children }: Props) {
  return (
    <Container size={width} px={0} py="md">
      {children}
    </Container>
  );
}
