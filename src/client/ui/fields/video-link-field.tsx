/** The note's YouTube link, with a button that opens YouTube Studio (to copy a link) in a new tab. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput, type TextInputProps, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';

const STUDIO = 'https://studio.youtube.com';

export function VideoLinkField(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`YouTube link`}
      withAsterisk
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder={t`Paste a YouTube or Shorts link`}
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={t`Open YouTube Studio`} position="left">
          <ActionIcon
            component="a"
            href={STUDIO}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={t`Open YouTube Studio (new tab)`}
          >
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      }
      {...props}
    />
  );
}
