/**
 * Who teaches the workshop (spec 4.6). Own tagging (the default) shows the organiser as a chip: their
 * portfolio supplies teacher1, country1 and name1. Removing the chip shows the artist name and the
 * tag-artist search (100 ms after typing stops, only with text); picking an artist fills teacher1 and
 * country1, and name1 only when it is empty; removing that tag returns to own tagging.
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { ArtistTagField, type TaggedArtist } from '../../artists/artist-tag-field';
import type { WorkshopFormValues } from './workshop-form.values';

export type OwnArtist = { username: string; artistName: string; country: string };

type Props = {
  form: UseFormReturnType<WorkshopFormValues>;
  own: OwnArtist;
  /** Another artist tagged (other-artist mode), or null; `mode` says which mode shows. */
  tagged: TaggedArtist | null;
  other: boolean;
  onMode: (other: boolean, tagged: TaggedArtist | null) => void;
};

export function WorkshopArtistField({ form, own, tagged, other, onMode }: Props) {
  const { t } = useLingui();
  function ownTagging() {
    form.setValues({ teacher1: own.username, country1: own.country, name1: own.artistName });
    onMode(false, null);
  }
  if (!other)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>{t`Artist`}</Text>
        <Group gap={4} wrap="nowrap">
          <Text fw={600}>{own.artistName || own.username}</Text>
          <CloseButton
            size="sm"
            aria-label={t`Remove your own tagging`}
            onClick={() => {
              form.setValues({ teacher1: '', country1: '', name1: '' });
              onMode(true, null);
            }}
          />
        </Group>
        <Text
          size="xs"
          c="dimmed"
        >{t`You teach this workshop. Remove yourself to name or tag another artist.`}</Text>
      </Stack>
    );
  const name = form.values.name1;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Artist name`}
        description={`${name.length}/${TEXT_LIMIT}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('name1')}
      />
      <ArtistTagField
        value={tagged}
        description={t`If the artist is on Cypher, tag them: they are told and the workshop shows on their portfolio.`}
        error={form.errors.teacher1 as string | undefined}
        onChange={(artist) => {
          if (!artist) return ownTagging();
          form.setValues({
            teacher1: artist.username,
            country1: artist.country,
            ...(form.values.name1.trim() ? {} : { name1: artist.artist_name || artist.username }),
          });
          onMode(true, artist);
        }}
      />
    </Stack>
  );
}
