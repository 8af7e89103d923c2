/** The Cypher wordmark with its small vinyl mark; links home. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Text } from '@mantine/core';
import { IconVinyl } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function Logo() {
  const { t } = useLingui();
  return (
    <Anchor
      component={Link}
      to="/"
      aria-label={t`Cypher home`}
      underline="never"
      display="flex"
      style={{ alignItems: 'center', gap: 8 }}
    >
      <Box
        aria-hidden
        w={34}
        h={34}
        display="grid"
        bg="var(--mantine-primary-color-filled)"
        c="white"
        style={{ borderRadius: '50%', placeItems: 'center', flexShrink: 0 }}
      >
        <IconVinyl size={22} stroke={1.75} />
      </Box>
      <Text component="span" fz={24} fw={800} lts={-0.5} c="var(--mantine-color-anchor)" visibleFrom="xs">
        Cypher
      </Text>
    </Anchor>
  );
}
