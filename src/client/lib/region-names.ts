/**
 * Country names of one language (Intl.DisplayNames), made once per language on first use. Making the
 * first one loads the language's region data (about 50 ms on a slow machine, 200 ms at Lighthouse's
 * 4x), so only pages that name a country pay for it.
 */
const names = new Map<string, Intl.DisplayNames>();

export function regionNames(locale: string): Intl.DisplayNames {
  let found = names.get(locale);
  if (!found) {
    found = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, found);
  }
  return found;
}
