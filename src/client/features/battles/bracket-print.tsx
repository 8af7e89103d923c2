/**
 * The bracket on paper (issue 29): one page of A4 or Letter for the wall, black on white, every round
 * a column whatever the screen, under the battle's name and the event's name and date. It is in the
 * page only while the page prints (use-printing.ts), and its styles then leave everything else off.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { eventsApi } from '../../../shared/api-paths';
import type { Bracket, Match, Side } from '../../../shared/schemas/battles';
import type { EventRow } from '../../lib/db';
import { useMirroredObject } from '../../lib/mirrored-object';
import { useBattleName } from '../../ui/battle-name';
import { whenText } from '../../ui/calendar/when';
import classes from './bracket-print.module.css';
import { bracketColumns } from './bracket-view';
import { useRoundNames } from './round-names';
import { usePrinting } from './use-printing';

/** From this many rounds (a bracket of 16) the page turns to landscape. */
const WIDE_ROUNDS = 4;
/** From this many (32: 16 matches down the page) matches lose their names, bar third place's. */
const DENSE_ROUNDS = 5;

export function PrintButton() {
  return (
    <Button
      variant="default"
      size="sm"
      mih={44}
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
    >
      <Trans>Print bracket</Trans>
    </Button>
  );
}

/** A side: a check and bold for the winner (no colour needed), its seed, name and a crew's artists. */
function PrintSide({ side, won, bye }: { side: Side | null; won: boolean; bye: boolean }) {
  const { t } = useLingui();
  if (!side)
    return (
      <p className={classes.side}>
        <span className={classes.mark} />
        <i className={classes.name}>{bye ? t`No opponent` : t`To be decided`}</i>
      </p>
    );
  const crew =
    side.members.length > 1 || (side.members.length === 1 && side.members[0]?.artist_name !== side.name);
  return (
    <p className={classes.side} data-won={won || undefined}>
      <span className={classes.mark}>{won ? '✓' : ''}</span>
      <span className={classes.name}>
        {side.seed !== null && <small>#{side.seed} </small>}
        {side.name}
        {crew && (
          <small className={classes.members}> ({side.members.map((m) => m.artist_name).join(', ')})</small>
        )}
      </span>
    </p>
  );
}

function PrintMatch({ match, name, labelled }: { match: Match; name: string; labelled: boolean }) {
  const bye = match.status === 'bye';
  return (
    <article className={classes.match} aria-label={name}>
      {labelled && <p className={classes.label}>{name}</p>}
      <PrintSide side={match.left} won={match.winner === 'left'} bye={bye} />
      <PrintSide side={match.right} won={match.winner === 'right'} bye={bye} />
    </article>
  );
}

/** Mounted with the battle's page (so the event is read before any print); draws only while printing. */
export function BracketPrint({ bracket }: { bracket: Bracket }) {
  const { i18n } = useLingui();
  const printing = usePrinting();
  const battle = bracket.battle;
  const title = useBattleName()(battle);
  const { roundName, matchName } = useRoundNames(bracket.rounds.length);
  const { row: event } = useMirroredObject<EventRow>({
    table: 'events',
    uuid: battle.event,
    path: eventsApi.event(battle.event),
    freshKey: `event:${battle.event}`,
  });
  if (!printing) return null;
  const columns = bracketColumns(bracket, roundName);
  const wide = columns.length >= WIDE_ROUNDS;
  const dense = columns.length >= DENSE_ROUNDS;
  return (
    <div className={classes.sheet} data-wide={wide || undefined} data-dense={dense || undefined}>
      <h1 className={classes.title}>{title}</h1>
      {event && (
        <p className={classes.event}>
          {event.title} · {whenText(event, i18n.locale, true)}
        </p>
      )}
      <div className={classes.rounds}>
        {columns.map((column) => (
          <section key={column.round} className={classes.round} aria-label={column.name}>
            <h2 className={classes.roundName}>{column.name}</h2>
            <div className={classes.matches}>
              {column.matches.map((m) => (
                <PrintMatch key={m.id} match={m} name={matchName(m)} labelled={!dense || m.third_place} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
