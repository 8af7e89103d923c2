/**
 * Prelims, until the bracket is made: a judge scores each checked-in entrant from 1 to 10 (a later
 * score replaces theirs; scores made offline wait on the phone), and the organiser sees each
 * entrant's total and how many judges scored them, best first.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { Battle, Entrant, PrelimRow } from '../../../shared/schemas/battles';
import { userAtom } from '../../lib/session';
import { WriteState } from '../../ui/write-state';
import { battleTarget } from './battle-writes';
import { score } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: Battle; entrants: Entrant[]; prelims: PrelimRow[] };

const SCORES = Array.from({ length: 10 }, (_, i) => String(i + 1));

export function JudgeScores({ battle, entrants, prelims }: Props) {
  const { t } = useLingui();
  const username = useAtomValue(userAtom)?.username ?? '';
  const { write, message } = useBattleWrite(battle.id, true);
  const ready = entrants.filter((e) => e.checked_in && e.id > 0);
  const mine = (id: number) =>
    prelims.find((p) => p.entrant === id)?.scores.find((s) => s.judge === username)?.score;
  if (ready.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No entrant is checked in yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs">
      {ready.map((entrant) => (
        <Stack key={entrant.id} gap={2}>
          <NativeSelect
            size="md"
            label={t`Score for ${entrant.name}`}
            data={[{ value: '', label: t`Not scored`, disabled: true }, ...SCORES]}
            value={String(mine(entrant.id) ?? '')}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              write(() => score(battle.id, entrant.id, value));
            }}
          />
          <WriteState target={battleTarget(battle.id, { entrant: entrant.id })} compact />
        </Stack>
      ))}
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}

export function PrelimTotals({ prelims }: { prelims: PrelimRow[] }) {
  const { t } = useLingui();
  if (prelims.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No scores yet.</Trans>
      </Text>
    );
  const ranked = [...prelims].sort((a, b) => b.total - a.total);
  return (
    <Table aria-label={t`Prelim totals`} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Entrant`}</Table.Th>
          <Table.Th ta="right">{t`Total`}</Table.Th>
          <Table.Th ta="right">{t`Judges`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranked.map((row) => (
          <Table.Tr key={row.entrant}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{row.total}</Table.Td>
            <Table.Td ta="right">{row.scores.length}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
