/**
 * The names of a bracket's rounds, counted from the final: Final, Semifinal, Quarterfinal, then
 * "Round of 16" and "Round of 32"; the battle for third place is named apart.
 */
import { useLingui } from '@lingui/react/macro';
import type { Match } from '../../../shared/schemas/battles';

/** Names round `round` (1 = the first) of a bracket of `rounds` rounds, and a match in it. */
export function useRoundNames(rounds: number) {
  const { t } = useLingui();
  const roundName = (round: number) => {
    const fromFinal = rounds - round;
    if (fromFinal === 0) return t`Final`;
    if (fromFinal === 1) return t`Semifinal`;
    if (fromFinal === 2) return t`Quarterfinal`;
    const sides = 2 ** (fromFinal + 1);
    return t`Round of ${sides}`;
  };
  const matchName = (match: Match) =>
    match.third_place
      ? t`Third place`
      : rounds - match.round === 0
        ? t`Final`
        : `${roundName(match.round)} ${match.position + 1}`;
  return { roundName, matchName };
}
