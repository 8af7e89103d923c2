/**
 * Edit mode of the workshop form (spec 4.6: an edit object is held): the workshop is fetched into the
 * mirror when the form opens (offline, the mirrored copy opens), and only its organiser edits it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userAtom } from '../../../lib/session';
import { LoadProblem } from '../../../ui/errors/load-problem';
import { useWorkshop } from '../workshops.mirror';
import { WorkshopForm } from './workshop-form';

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const instead = (
    <Button size="xs" variant="default" component={Link} to="/upload/workshop">
      <Trans>Create your workshop</Trans>
    </Button>
  );
  return <LoadProblem title={title} text={text} onRetry={onRetry} instead={instead} />;
}

export function WorkshopEditor({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { row, error, retry } = useWorkshop(uuid);
  if (row === undefined)
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading your workshop`}>
        <Skeleton height={220} />
        <Skeleton height={58} />
        <Skeleton height={58} />
      </Stack>
    );
  if (!row && error)
    return <Problem title={t`Could not load this workshop.`} text={error.message} onRetry={retry} />;
  if (!row) return <Problem title={t`Workshop not found.`} text={t`This workshop does not exist.`} />;
  if (row.username.toLowerCase() !== user?.username.toLowerCase())
    return <Problem title={t`Not your workshop.`} text={t`Only the organiser of a workshop can edit it.`} />;
  return <WorkshopForm key={row.uuid} original={row} />;
}
