/**
 * The chosen artist's workshops, under the artist picker (spec 2). Workshops arrive in a later
 * release, so the list is always empty for now and the note's workshop stays null.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';

export function ArtistWorkshops({ artistName }: { artistName: string }) {
  const { t } = useLingui();
  const title = t`Workshops by ${artistName}`;
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>No workshops from this artist yet.</Trans>
      </Text>
    </Stack>
  );
}
