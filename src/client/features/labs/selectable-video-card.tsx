/**
 * A video note to pick for a lab (spec 2, "Selectable video card"): thumbnail, lesson title and a
 * lock when it is private. A click (or Enter / Space: it is a button) toggles it; aria-pressed says
 * whether it is chosen. The grid of them (3 per row, 4 at the widest) and its 9 skeletons serve both
 * the lab form and the publish form.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Card, Image, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import type { NoteRow } from '../../lib/db';

const EMPTY_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

type Props = { video: NoteRow; selected: boolean; onToggle: () => void };

export function SelectableVideoCard({ video, selected, onToggle }: Props) {
  const { t } = useLingui();
  const title = video.lesson?.trim() || t`Untitled note`;
  return (
    <Card
      component="button"
      type="button"
      aria-pressed={selected}
      aria-label={title}
      onClick={onToggle}
      withBorder
      padding={0}
      radius="md"
      style={{
        textAlign: 'left',
        cursor: 'pointer',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: selected ? '0 0 0 2px var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Box pos="relative" style={{ aspectRatio: '16 / 9', background: 'var(--mantine-color-default-hover)' }}>
        {/* Offline or blocked, an empty picture keeps the card's grey box instead of a broken icon. */}
        <Image
          src={video.thumbjs}
          fallbackSrc={EMPTY_PICTURE}
          alt=""
          h="100%"
          w="100%"
          fit="cover"
          loading="lazy"
        />
        {selected && (
          <ThemeIcon pos="absolute" top={6} right={6} radius="xl" size="md" aria-hidden>
            <IconCheck size={16} />
          </ThemeIcon>
        )}
        {video.access === 1 && (
          <ThemeIcon pos="absolute" bottom={6} left={6} radius="xl" size="md" color="dark" title={t`Private`}>
            <IconLock size={14} aria-label={t`Private`} />
          </ThemeIcon>
        )}
      </Box>
      <Box p="xs">
        <Text size="sm" lineClamp={2} fw={selected ? 600 : 400}>
          {title}
        </Text>
      </Box>
    </Card>
  );
}

export function VideoCardSkeleton() {
  return (
    <Card withBorder padding={0} radius="md">
      <Skeleton style={{ aspectRatio: '16 / 9' }} height="auto" radius={0} />
      <Box p="xs">
        <Skeleton height={12} width="80%" />
      </Box>
    </Card>
  );
}

const COLS = { base: 2, xs: 3, xl: 4 };
const SKELETONS = 9;

type GridProps = { videos: NoteRow[]; value: string[]; onToggle: (uuid: string) => void };

/** The notes to pick from, each toggled by its card. */
export function VideoCardGrid({ videos, value, onToggle }: GridProps) {
  return (
    <SimpleGrid cols={COLS} spacing="sm">
      {videos.map((video) => (
        <SelectableVideoCard
          key={video.uuid}
          video={video}
          selected={value.includes(video.uuid)}
          onToggle={() => onToggle(video.uuid)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The grid while its notes load, named by `label` for screen readers. */
export function VideoGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={COLS} spacing="sm" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <VideoCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
