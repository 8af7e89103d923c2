/**
 * The error page (spec 2.10): 404, artist not found and any other error, with a way back and a way
 * home. Its own boundary catches a failure while rendering it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { ErrorPageBoundary } from './error-boundary';

export type ErrorPageProps = {
  kind: 'notFound' | 'userNotFound' | 'other';
  /** HTTP status of the failure, shown for `other` when known. */
  status?: number;
  /** The username that was looked up, for `userNotFound`. */
  username?: string;
};

const WORDING = {
  notFound: {
    title: msg`Page Not Found`,
    heading: msg`Page Not Found`,
    line: msg`This page could not be found`,
  },
  userNotFound: {
    title: msg`Artist not found`,
    heading: msg`Artist Not Found.`,
    line: msg`No artist has a portfolio at this address.`,
  },
  other: {
    title: msg`An Error Occurred`,
    heading: msg`An Error Occurred`,
    line: msg`Something went wrong while showing this page. Please try again.`,
  },
} satisfies Record<ErrorPageProps['kind'], Record<'title' | 'heading' | 'line', MessageDescriptor>>;

/** A full-page error message with a back arrow and a button home. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}

function ErrorPageContent({ kind, status, username }: ErrorPageProps) {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const { t } = useLingui();
  const wording = WORDING[kind];
  useTitle(t(wording.title));
  const isOwner =
    kind === 'userNotFound' && user !== null && username !== undefined && user.username === username;

  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={560} mx="auto">
      <ActionIcon
        variant="subtle"
        size="xl"
        aria-label={t`Go back`}
        onClick={() => navigate(-1)}
        style={{ alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={26} />
      </ActionIcon>
      <Title order={1}>{t(wording.heading)}</Title>
      <Text size="lg">{t(wording.line)}</Text>
      {kind === 'other' && status !== undefined && (
        <Text>
          <Trans>Status {status}</Trans>
        </Text>
      )}
      {isOwner && (
        <Button component={Link} to="/upload/website" size="md">
          <Trans>Create your portfolio</Trans>
        </Button>
      )}
      <Button component={Link} to="/" variant="light">
        <Trans>let's go back home...</Trans>
      </Button>
    </Stack>
  );
}
