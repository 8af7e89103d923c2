/**
 * A battle result in words, in the reader's language: its placement (Winner, Finalist, Third place,
 * Fourth place, else "Top 8"), the battle's name (category · style · format), its event and date.
 */
import { useLingui } from '@lingui/react/macro';
import type { BattleResult } from '../../../shared/schemas/battles';
import { useBattleName } from '../../ui/battle-name';
import { shortDate } from '../../ui/dates/short-date';

export function useResultWords() {
  const { t, i18n } = useLingui();
  // A place in a battle's final ranking: worded apart from a match's winner and its third-place match.
  const placement = ({ place, top }: BattleResult) => {
    if (place === 1) return t({ message: 'Winner', context: 'battle placement' });
    if (place === 2) return t({ message: 'Finalist', context: 'battle placement' });
    if (place === 3) return t({ message: 'Third place', context: 'battle placement' });
    if (place === 4) return t({ message: 'Fourth place', context: 'battle placement' });
    return t({ message: `Top ${top}`, context: 'battle placement' });
  };
  const battleName = useBattleName();
  const year = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { year: 'numeric' }).format(new Date(iso));
  return {
    /** A row of the results list: "Top 8 · Bboy · Breaking · 1v1 · Paris jam · May 10, 2030". */
    line: (result: BattleResult) =>
      [placement(result), battleName(result), result.event.title, shortDate(result.event.starts_at)].join(
        ' · ',
      ),
    /** A result cited beside its event (a journey): "Winner · Bboy · Breaking · 1v1". */
    cited: (result: BattleResult) => `${placement(result)} · ${battleName(result)}`,
    /** The portfolio's title: "Winner · Bboy · Breaking · 1v1 · Paris jam 2030". */
    title: (result: BattleResult) =>
      `${placement(result)} · ${battleName(result)} · ${result.event.title} ${year(result.event.starts_at)}`,
  };
}

/** The battle's page. */
export const battlePath = (result: BattleResult) =>
  `/events/${encodeURIComponent(result.event.uuid)}/battles/${result.battle}`;
