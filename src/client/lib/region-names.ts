/**
 * Country names of one language (Intl.DisplayNames), made once per language. Making the first one
 * loads the language's region data: about 90 ms on a slow phone, so i18n/i18n.ts makes it while the
 * app waits for its page rather than in the middle of a page's first render.
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
