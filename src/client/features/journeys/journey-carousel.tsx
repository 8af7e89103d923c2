/**
 * A journey's photos in a carousel (@mantine/carousel, loaded only with the screens that show one):
 * one slide per item, with controls (and, unless a slide holds its own buttons below, indicators)
 * when there is more than one.
 */
import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { ReactNode } from 'react';

type Props = { slides: { key: string; content: ReactNode }[]; label: string; indicators?: boolean };

export default function JourneyCarousel({ slides, label, indicators = true }: Props) {
  const { t } = useLingui();
  const many = slides.length > 1;
  return (
    <Carousel
      aria-label={label}
      withControls={many}
      withIndicators={many && indicators}
      emblaOptions={{ loop: false }}
      slideGap="sm"
      previousControlProps={{ 'aria-label': t`Previous photo` }}
      nextControlProps={{ 'aria-label': t`Next photo` }}
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.key}>{slide.content}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
