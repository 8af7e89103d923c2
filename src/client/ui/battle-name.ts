/** A battle's name (shared/battle-name.ts) in the app's language, again when the language changes. */
import { useLingui } from '@lingui/react';
import { battleName, type NamedBattle } from '../../shared/battle-name';
import { translateText } from '../../shared/translate';

export function useBattleName(): (battle: NamedBattle) => string {
  const { i18n } = useLingui();
  return (battle) => battleName(battle, (text) => translateText(i18n, text));
}
