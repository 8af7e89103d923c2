/**
 * A battle's name, one way everywhere (its page and its lead, the printed bracket, the event's
 * programme, a result): category · style · format, the format left out when the category already says
 * it ("Bboy 1v1 · breaking", not "Bboy 1v1 · breaking · 1v1"). The crew format's word is a message in
 * the reader's language, which `translate` gives (the app's and the server's own).
 */
import type { BattleFormat } from './schemas/battles';

const CREW = /*i18n*/ 'Crew';

/** `format` may be missing on a battle not yet saved from this device. */
export type NamedBattle = { category: string; style: string; format?: BattleFormat };

export function battleName(
  { category, style, format }: NamedBattle,
  translate: (text: string) => string,
): string {
  const said = !format || new RegExp(`(^|\\s)${format}($|\\s)`, 'i').test(category);
  const word = format === 'crew' ? translate(CREW) : format;
  return [category, style, said ? '' : word].filter(Boolean).join(' · ');
}
