/**
 * Placeholder cards while the first page of a feed loads (same shape as a note card, no layout shift).
 * Each card's placeholders (photo, name, username, lesson, video, reaction buttons) are painted on one
 * element (app/theme.css `.cypher-card-skeleton`) rather than drawn by a dozen Skeletons: the cards
 * replace them as soon as the notes are read, inside React's commit, and each element removed then
 * costs main-thread time (under Lighthouse's trace, about 1.5 ms per Skeleton).
 */
import { useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@mantine/core';

export function NoteCardSkeleton({ count = 2 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading video notes`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder padding="md" radius="md">
          <div className="cypher-card-skeleton" />
        </Card>
      ))}
    </Stack>
  );
}
