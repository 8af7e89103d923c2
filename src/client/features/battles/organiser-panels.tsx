/**
 * Running a battle, for its organiser (everything) and the helpers at the door (the entrants and
 * their check-in): folded sections, the entrants open until the bracket is made, as at the door.
 */
import { useLingui } from '@lingui/react/macro';
import { Accordion, Paper } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import type { ReactNode } from 'react';
import type { Bracket, Entrant, Person, PrelimRow } from '../../../shared/schemas/battles';
import { BracketMaker } from './bracket-maker';
import { EntrantsPanel } from './entrants-panel';
import { HelpersPanel } from './helpers-panel';
import { PrelimTotals } from './prelims-panel';
import { SettingsPanel } from './settings-panel';

type Props = { bracket: Bracket; entrants: Entrant[]; prelims: PrelimRow[]; helpers: Person[] };

/** Whether a match has started: then the bracket can no longer be made again. */
const started = (bracket: Bracket) =>
  bracket.rounds.some((round) => round.matches.some((m) => m.status === 'on' || m.status === 'decided'));

export function OrganiserPanels({ bracket, entrants, prelims, helpers }: Props) {
  const { t } = useLingui();
  const battle = bracket.battle;
  const organiser = battle.you.organiser;
  const made = bracket.size !== null;
  const item = (value: string, title: string, content: ReactNode) => (
    <Accordion.Item value={value}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{content}</Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Paper withBorder radius="md" component="section" aria-label={t`Run the battle`}>
      <Accordion multiple defaultValue={made ? [] : ['entrants']}>
        {item(
          'entrants',
          t`Entrants (${entrants.length})`,
          <EntrantsPanel battle={battle} entrants={entrants} bracketMade={made} />,
        )}
        {organiser && item('settings', t`Settings`, <SettingsPanel battle={battle} />)}
        {organiser &&
          battle.prelims &&
          !made &&
          item('prelims', t`Prelims`, <PrelimTotals prelims={prelims} />)}
        {organiser &&
          !started(bracket) &&
          item(
            'bracket',
            t`Bracket and seeding`,
            <BracketMaker battle={battle} entrants={entrants} made={made} />,
          )}
        {organiser && item('helpers', t`Helpers`, <HelpersPanel battle={battle.id} helpers={helpers} />)}
      </Accordion>
    </Paper>
  );
}
