/**
 * The frame of a workshop's or an event's page: the poster (beside the rest from `sm`, above it on a
 * phone), then the title and what the page shows under it, in one column.
 */
import { Grid, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import type { ReactNode } from 'react';
import type { LocalImage } from '../../lib/db';
import { Poster } from './poster';

type Props = { row: { poster: string; localImage?: LocalImage; title: string }; children: ReactNode };

export function PosterPage({ row, children }: Props) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Poster src={row.poster} local={row.localImage} title={row.title} shape="page" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {row.title}
          </Title>
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
