/** Last line of defence: if the error page itself fails to render, say so and offer a way home. */
import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

export class ErrorPageBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack align="center" gap="sm" py="xl" role="alert">
        <Text fw={600}>
          <Trans>An error occurred while showing the error page</Trans>
        </Text>
        {/* A plain link: the router may be what failed. */}
        <Anchor href="/">
          <Trans>Go to the home page</Trans>
        </Anchor>
      </Stack>
    );
  }
}
