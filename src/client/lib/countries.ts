/**
 * Country names in the user's language: Intl.DisplayNames in the active locale, so no table drifts
 * and every language names every country. The sorted option list is built per locale on first use
 * (250 lookups and a collated sort cost about 100 ms on a slow phone; most pages never show it).
 */
import { COUNTRY_CODES } from '../../shared/countries';
import { regionNames } from './region-names';

type Option = { value: string; label: string };

const options = new Map<string, readonly Option[]>();

/** The country's name in `locale`; an unknown code stays as it is. */
export const countryName = (code: string, locale: string): string =>
  COUNTRY_CODES.has(code) ? (regionNames(locale).of(code) ?? code) : code;

/** Every country as a form option, sorted by its name in `locale`. */
export function countryOptions(locale: string): readonly Option[] {
  let found = options.get(locale);
  if (!found) {
    const collator = new Intl.Collator(locale);
    found = [...COUNTRY_CODES]
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    options.set(locale, found);
  }
  return found;
}
