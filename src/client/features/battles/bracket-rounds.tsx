/**
 * A bracket on a phone: one round at a time, chosen by its name above or by swiping
 * (@mantine/carousel), opening on the round being battled.
 */
import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Match } from '../../../shared/schemas/battles';

/** A round of the bracket, named, its matches in order. */
export type Column = { round: number; name: string; matches: Match[] };

type Embla = Parameters<NonNullable<Parameters<typeof Carousel>[0]['getEmblaApi']>>[0];
type Props = { columns: Column[]; start: number; draw: (match: Match) => ReactNode };

export function BracketRounds({ columns, start, draw }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(start);
  const [embla, setEmbla] = useState<Embla | null>(null);
  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label={t`Rounds`}>
        {columns.map((column, i) => (
          <Button
            key={column.round}
            size="compact-md"
            mih={44}
            variant={i === shown ? 'filled' : 'default'}
            aria-pressed={i === shown}
            onClick={() => {
              setShown(i);
              embla?.scrollTo(i);
            }}
          >
            {column.name}
          </Button>
        ))}
      </Group>
      <Carousel
        aria-label={t`Bracket`}
        initialSlide={start}
        withControls={false}
        withIndicators={false}
        slideGap="md"
        emblaOptions={{ loop: false }}
        getEmblaApi={setEmbla}
        onSlideChange={setShown}
      >
        {columns.map((column) => (
          <Carousel.Slide key={column.round} component="section" aria-label={column.name}>
            <Stack gap="sm">
              {column.matches.map((m) => (
                <div key={m.id}>{draw(m)}</div>
              ))}
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}
