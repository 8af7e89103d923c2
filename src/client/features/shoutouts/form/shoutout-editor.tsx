/**
 * Edit mode of the shoutout form: loads the shoutout into the mirror first (offline, the mirrored
 * copy opens), and lets only its author edit it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userAtom } from '../../../lib/session';
import { LoadProblem } from '../../../ui/errors/load-problem';
import { ShoutoutForm } from './shoutout-form';
import { useShoutoutToEdit } from './shoutout-form.mirror';

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const instead = (
    <Button size="xs" variant="default" component={Link} to="/upload/each1teach1">
      <Trans>Give a shoutout</Trans>
    </Button>
  );
  return <LoadProblem title={title} text={text} onRetry={onRetry} instead={instead} />;
}

export function ShoutoutEditor({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { row, error, retry } = useShoutoutToEdit(uuid);
  if (row === undefined)
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading your shoutout`}>
        <Skeleton height={220} />
        <Skeleton height={58} />
        <Skeleton height={58} />
        <Skeleton height={110} />
      </Stack>
    );
  if (!row && error)
    return <Problem title={t`Could not load this shoutout.`} text={error.message} onRetry={retry} />;
  if (!row)
    return (
      <Problem title={t`Shoutout not found.`} text={t`This shoutout does not exist or you cannot see it.`} />
    );
  if (row.username.toLowerCase() !== user?.username.toLowerCase())
    return <Problem title={t`Not your shoutout.`} text={t`Only the author of a shoutout can edit it.`} />;
  return <ShoutoutForm key={row.uuid} original={row} />;
}
