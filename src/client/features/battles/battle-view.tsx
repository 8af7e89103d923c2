/**
 * A battle's page (issue 29): its header, what the caller does in it (a judge's vote on the match
 * that is on and their prelim scores, a dancer's entry, the organiser's and helpers' running of it),
 * and the live bracket, which prints on one page for the wall. Read from the mirror, so at a venue
 * without a connection the last bracket shows with the time it was read.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Bracket } from '../../../shared/schemas/battles';
import { LoadError } from '../../ui/errors/load-error';
import { BattleHeader } from './battle-header';
import { battleTarget } from './battle-writes';
import { type BattleRead, useBattle } from './battles.hooks';
import { BracketPrint, PrintButton } from './bracket-print';
import { BracketView } from './bracket-view';
import { EntryPanel } from './entry-panel';
import { MatchActions } from './match-actions';
import { MatchCard } from './match-card';
import { OrganiserPanels } from './organiser-panels';
import { JudgeScores } from './prelims-panel';
import { useRoundNames } from './round-names';
import { VotePanel } from './vote-panel';

function BattlePage({ read, bracket }: { read: BattleRead; bracket: Bracket }) {
  const { t } = useLingui();
  const battle = bracket.battle;
  const { you } = battle;
  const made = bracket.size !== null;
  const { matchName } = useRoundNames(bracket.rounds.length);
  const on = bracket.rounds.flatMap((round) => round.matches).filter((m) => m.status === 'on');
  return (
    <Stack gap="lg">
      <BattleHeader battle={battle} made={made} fetchedAt={read.fetchedAt} failed={read.error !== null} />
      {you.judge && on.map((m) => <VotePanel key={m.id} battle={battle.id} match={m} name={matchName(m)} />)}
      {you.judge && battle.prelims && !made && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t`Prelims`}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Prelims</Trans>
            </Title>
            <JudgeScores battle={battle} entrants={read.entrants} prelims={read.prelims} />
          </Stack>
        </Paper>
      )}
      {!you.organiser && <EntryPanel bracket={bracket} entrants={read.entrants} />}
      {(you.organiser || you.helper) && (
        <OrganiserPanels
          bracket={bracket}
          entrants={read.entrants}
          prelims={read.prelims}
          helpers={read.helpers}
        />
      )}
      <Stack gap="sm" component="section" aria-label={t`Bracket`}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            <Trans>Bracket</Trans>
          </Title>
          {made && <PrintButton />}
        </Group>
        <BracketView
          bracket={bracket}
          match={(match, name) => (
            <MatchCard
              match={match}
              name={name}
              target={battleTarget(battle.id, { match: match.id })}
              judges={you.organiser ? bracket.judges : undefined}
            >
              {you.organiser && <MatchActions battle={battle.id} match={match} />}
            </MatchCard>
          )}
        />
        {!made && !you.organiser && !you.helper && read.entrants.length > 0 && (
          <List aria-label={t`Entrants`} spacing={2}>
            {read.entrants.map((entrant) => (
              <List.Item key={entrant.id}>{entrant.name}</List.Item>
            ))}
          </List>
        )}
        {made && <BracketPrint bracket={bracket} />}
      </Stack>
    </Stack>
  );
}

export function BattleView({ event, battle }: { event: string; battle: number }) {
  const { t } = useLingui();
  const read = useBattle(event, battle);
  if (read.bracket === undefined) return <Skeleton h={320} radius="md" />;
  if (read.bracket) return <BattlePage read={read} bracket={read.bracket} />;
  if (read.error)
    return <LoadError title={t`Could not load this battle.`} error={read.error} onRetry={read.retry} />;
  return <Text>{t`This battle does not exist.`}</Text>;
}
