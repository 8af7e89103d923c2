/** Reads of the artist mirror (Dexie, live). `undefined` means "still reading", `null` "not mirrored". */
import { useLingui } from '@lingui/react/macro';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';

/** The portfolio directory, newest first (the server pages by descending id too). */
export const useArtists = () => useLiveQuery(() => db.artists.orderBy('id').reverse().toArray(), []);

/** The legacy directory, A to Z by name in the user's language. */
export function useLegacyArtists() {
  const { i18n } = useLingui();
  const { locale } = i18n;
  return useLiveQuery(async () => {
    const rows = await db.legacyArtists.toArray();
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return rows.sort((a, b) => collator.compare(a.s_teacher_name, b.s_teacher_name));
  }, [locale]);
}

/** Freshness and next-page link of a mirrored list. */
export const useListMeta = (key: string) =>
  useLiveQuery(async () => (await db.lists.get(key)) ?? null, [key]);

/** One mirrored portfolio by username (usernames are case-insensitive). */
export const usePortfolio = (username: string) =>
  useLiveQuery(
    async () => (await db.artists.where('username').equalsIgnoreCase(username).first()) ?? null,
    [username],
  );
