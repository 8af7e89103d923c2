/**
 * The chosen artist's workshops, under the artist picker (spec 2). Workshops arrive in a later
 * release, so the list is always empty for now and the note's workshop stays null.
 */
import { Stack, Text } from '@mantine/core';

export function ArtistWorkshops({ artistName }: { artistName: string }) {
  return (
    <Stack gap={4} role="group" aria-label={`Workshops by ${artistName}`}>
      <Text size="sm" fw={500}>
        Workshops by {artistName}
      </Text>
      <Text size="sm" c="dimmed">
        No workshops from this artist yet.
      </Text>
    </Stack>
  );
}
