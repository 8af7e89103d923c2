/**
 * Edit mode of the journey form: loads the journey into the mirror first (offline, the mirrored copy
 * opens) and lets only its author edit it.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { same } from '../../../lib/mirrored-rows';
import { userAtom } from '../../../lib/session';
import { useJourneySync } from '../journeys.mirror';
import { JourneyForm } from './journey-form';

export function JourneyEditor({ uuid }: { uuid: string }) {
  const user = useAtomValue(userAtom);
  const { row, pending, error, retry } = useJourneySync(uuid);
  const { t } = useLingui();
  if (row === undefined || pending)
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading your journey`}>
        <Skeleton height={58} />
        <Skeleton height={220} />
        <Skeleton height={110} />
      </Stack>
    );
  const problem = (title: string, text: string) => (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {error && (
          <Button size="xs" variant="default" onClick={retry}>
            {t`Retry`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
  if (!row && error) return problem(t`Could not load this journey.`, error.message);
  if (!row) return problem(t`Journey not found.`, t`This journey does not exist or you cannot see it.`);
  if (!same(row.username, user?.username ?? ''))
    return problem(t`Not your journey.`, t`Only the author of a journey can edit it.`);
  return <JourneyForm key={row.uuid} original={row} />;
}
