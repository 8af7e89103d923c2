/**
 * A journey's photos in a carousel (@mantine/carousel, loaded only with the screens that show one):
 * one slide per item, with controls and indicators when there is more than one.
 */
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { ReactNode } from 'react';

type Props = { slides: { key: string; content: ReactNode }[]; label: string };

export default function JourneyCarousel({ slides, label }: Props) {
  const many = slides.length > 1;
  return (
    <Carousel
      aria-label={label}
      withControls={many}
      withIndicators={many}
      emblaOptions={{ loop: false }}
      slideGap="sm"
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.key}>{slide.content}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
