/** The shell footer: Help, Terms and Privacy (spec 2.3). Sits beside the left drawer, not under it. */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

const FOOTER_HEIGHT = 56;

export function Footer() {
  return (
    <Group
      component="footer"
      justify="center"
      gap="xs"
      h={FOOTER_HEIGHT}
      style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}
    >
      <Button component={Link} to="/help" variant="subtle" size="sm">
        <Trans>Help</Trans>
      </Button>
      <Button component={Link} to="/terms" variant="subtle" size="sm">
        <Trans>Terms</Trans>
      </Button>
      <Button component={Link} to="/privacy" variant="subtle" size="sm">
        <Trans>Privacy</Trans>
      </Button>
    </Group>
  );
}
