/**
 * The error page (spec 2.10): 404, artist not found and any other error, with a way back and a way
 * home. Its own boundary catches a failure while rendering it.
 */
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
  notFound: { title: 'Page Not Found', heading: 'Page Not Found', line: 'This page could not be found' },
  userNotFound: {
    title: 'Artist not found',
    heading: 'Artist Not Found.',
    line: 'No artist has a portfolio at this address.',
  },
  other: {
    title: 'An Error Occurred',
    heading: 'An Error Occurred',
    line: 'Something went wrong while showing this page. Please try again.',
  },
} as const;

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
  const wording = WORDING[kind];
  useTitle(wording.title);
  const isOwner =
    kind === 'userNotFound' && user !== null && username !== undefined && user.username === username;

  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={560} mx="auto">
      <ActionIcon
        variant="subtle"
        size="xl"
        aria-label="Go back"
        onClick={() => navigate(-1)}
        style={{ alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={26} />
      </ActionIcon>
      <Title order={1}>{wording.heading}</Title>
      <Text size="lg">{wording.line}</Text>
      {kind === 'other' && status !== undefined && <Text>Status {status}</Text>}
      {isOwner && (
        <Button component={Link} to="/upload/website" size="md">
          Create your portfolio
        </Button>
      )}
      <Button component={Link} to="/" variant="light">
        let's go back home...
      </Button>
    </Stack>
  );
}
