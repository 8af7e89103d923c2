/**
 * "Make the bracket", for the organiser: its size (4, 8, 16 or 32), and its seeding: by the prelims'
 * totals, at random, or by hand (the checked-in entrants put in order). When entrants are tied at the
 * prelims' cut the server names them; the organiser puts them in the order the judges chose, and
 * makes it again. It may be made again until a match has started.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';
import { type Battle, BRACKET_SIZES, type Entrant, type SEEDINGS } from '../../../shared/schemas/battles';
import { ApiError } from '../../lib/api';
import { makeBracket } from './battles.actions';
import { SeedOrder } from './seed-order';
import { useBattleWrite } from './use-battle-write';

type Seeding = (typeof SEEDINGS)[number];
type Item = { id: number; name: string };
type Props = { battle: Battle; entrants: Entrant[]; made: boolean };

/** The smallest bracket that holds `count` entrants (the largest when none does). */
const fitting = (count: number) => BRACKET_SIZES.find((size) => size >= count) ?? 32;

/** The entrants a 409 says are tied at the cut. */
const tiedIn = (error: Error | null): number[] | null => {
  const tied =
    error instanceof ApiError && error.status === 409 ? (error.body as { tied?: unknown }).tied : null;
  return Array.isArray(tied) ? (tied as number[]) : null;
};

export function BracketMaker({ battle, entrants, made }: Props) {
  const { t } = useLingui();
  const ready = entrants.filter((e) => e.checked_in && e.id > 0);
  const [size, setSize] = useState<number>(fitting(ready.length));
  const [seeding, setSeeding] = useState<Seeding>(battle.prelims ? 'prelims' : 'random');
  const [seeds, setSeeds] = useState<Item[] | null>(null);
  const [ties, setTies] = useState<Item[] | null>(null);
  const { write, pending, message, error } = useBattleWrite(battle.id);
  const tied = tiedIn(error);
  const named = (ids: number[]) =>
    ids.map((id) => ({ id, name: ready.find((e) => e.id === id)?.name ?? `#${id}` }));
  const manual = seeds ?? ready.map(({ id, name }) => ({ id, name }));
  const tieOrder = ties && tied && ties.length === tied.length ? ties : tied && named(tied);

  function make() {
    const order =
      seeding === 'manual'
        ? manual.slice(0, size).map((e) => e.id)
        : seeding === 'prelims' && tieOrder
          ? tieOrder.map((e) => e.id)
          : undefined;
    write(
      () => makeBracket(battle.id, { size: size as 4, seeding, ...(order ? { order } : {}) }),
      () => setTies(null),
    );
  }

  const seedings = [
    ...(battle.prelims ? [{ value: 'prelims', label: t`By prelims` }] : []),
    { value: 'random', label: t`At random` },
    { value: 'manual', label: t`By hand` },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t`${plural(ready.length, { one: '# entrant is checked in.', other: '# entrants are checked in.' })}`}
      </Text>
      <Input.Wrapper label={t`Bracket size`}>
        <SegmentedControl
          fullWidth
          aria-label={t`Bracket size`}
          data={BRACKET_SIZES.map(String)}
          value={String(size)}
          onChange={(value) => setSize(Number(value))}
        />
      </Input.Wrapper>
      <Input.Wrapper label={t`Seeding`}>
        <SegmentedControl
          fullWidth
          aria-label={t`Seeding`}
          data={seedings}
          value={seeding}
          onChange={(value) => setSeeding(value as Seeding)}
        />
      </Input.Wrapper>
      {seeding === 'manual' && <SeedOrder label={t`Seeds`} items={manual} onChange={setSeeds} />}
      {seeding === 'prelims' && tieOrder && (
        <Stack gap={4}>
          <Text size="sm">
            <Trans>These entrants are tied at the cut: put them in the order the judges chose.</Trans>
          </Text>
          <SeedOrder label={t`Tied entrants`} items={tieOrder} onChange={setTies} />
        </Stack>
      )}
      {message && !tieOrder && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
      <Button mih={44} w="fit-content" loading={pending} onClick={make}>
        {made ? <Trans>Make the bracket again</Trans> : <Trans>Make the bracket</Trans>}
      </Button>
    </Stack>
  );
}
