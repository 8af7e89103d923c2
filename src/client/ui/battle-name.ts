/**
 * A battle's name in the reader's language, one way everywhere (its page, the printed bracket, the
 * event's programme, a result): category · style · format, the format left out when the category
 * already says it ("Bboy 1v1 · breaking", not "Bboy 1v1 · breaking · 1v1").
 */
import { useLingui } from '@lingui/react/macro';
import type { BattleFormat } from '../../shared/schemas/battles';

/** `format` may be missing on a battle not yet saved from this device. */
type Named = { category: string; style: string; format?: BattleFormat };

export function useBattleName(): (battle: Named) => string {
  const { t } = useLingui();
  return ({ category, style, format }) => {
    const said = !format || new RegExp(`(^|\\s)${format}($|\\s)`, 'i').test(category);
    const word = format === 'crew' ? t`Crew` : format;
    return [category, style, said ? '' : word].filter(Boolean).join(' · ');
  };
}
