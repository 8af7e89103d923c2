/**
 * A battle's bracket drawn as a bracket: on a laptop its rounds as columns side by side, the first on
 * the left and the final on the right; on a phone one round at a time (bracket-rounds.tsx). Each match
 * is drawn by `match`, which adds what the caller may do with it.
 */
import { Trans } from '@lingui/react/macro';
import { em, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Bracket, Match } from '../../../shared/schemas/battles';
import { BracketRounds, type Column } from './bracket-rounds';
import { useRoundNames } from './round-names';

const PHONE_QUERY = `(max-width: ${em(767.98)})`;

type Props = { bracket: Bracket; match: (match: Match, name: string) => ReactNode };

/** The round a phone opens on: the one with a match on, else the first still to be decided. */
export function currentRound(columns: Column[]): number {
  const on = columns.findIndex((c) => c.matches.some((m) => m.status === 'on'));
  if (on >= 0) return on;
  const open = columns.findIndex((c) =>
    c.matches.some((m) => m.status === 'ready' || m.status === 'waiting'),
  );
  return open >= 0 ? open : Math.max(columns.length - 1, 0);
}

/** The bracket's rounds as columns, first to final, each named and its matches in order. */
export const bracketColumns = (bracket: Bracket, roundName: (round: number) => string): Column[] =>
  bracket.rounds.map((r) => ({
    round: r.round,
    name: roundName(r.round),
    matches: [...r.matches].sort((a, b) => a.position - b.position),
  }));

export function BracketView({ bracket, match }: Props) {
  const phone = useMediaQuery(PHONE_QUERY);
  const { roundName, matchName } = useRoundNames(bracket.rounds.length);
  if (bracket.rounds.length === 0)
    return (
      <Text c="dimmed">
        <Trans>The bracket is not made yet.</Trans>
      </Text>
    );
  const columns = bracketColumns(bracket, roundName);
  const draw = (m: Match) => match(m, matchName(m));
  if (phone) return <BracketRounds columns={columns} start={currentRound(columns)} draw={draw} />;
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="stretch" wrap="nowrap" gap="md" pb="xs">
        {columns.map((column) => (
          <Stack
            key={column.round}
            component="section"
            aria-label={column.name}
            w={260}
            gap="sm"
            style={{ flex: 'none' }}
          >
            <Title order={3} size="h6">
              {column.name}
            </Title>
            <Stack justify="space-around" gap="sm" flex={1}>
              {column.matches.map((m) => (
                <div key={m.id}>{draw(m)}</div>
              ))}
            </Stack>
          </Stack>
        ))}
      </Group>
    </ScrollArea>
  );
}
