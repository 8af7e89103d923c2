/**
 * The signed-in session (user and tokens). Kept in IndexedDB with idb-keyval so the service worker can
 * read it too; validated when read, so a corrupt value means "signed out", never a crash.
 */
import { del, get, set } from 'idb-keyval';
import { atom } from 'jotai';
import * as v from 'valibot';
import { LOCALES, SOURCE_LOCALE } from '../../shared/locales';
import type { User } from '../../shared/schemas/auth';
import { store } from './store';

const SESSION_KEY = 'session';

const sessionSchema = v.object({
  access: v.string(),
  refresh: v.string(),
  user: v.object({
    pk: v.number(),
    username: v.string(),
    email: v.string(),
    country: v.string(),
    gender: v.string(),
    // A session stored before users had a language reads as English until the user is fetched again.
    language: v.optional(v.picklist(LOCALES), SOURCE_LOCALE),
    portfolio: v.nullable(
      v.object({ thumb: v.nullable(v.string()), country: v.string(), artist_name: v.string() }),
    ),
  }),
});

export type Session = { access: string; refresh: string; user: User };

export const sessionAtom = atom<Session | null>(null);
export const userAtom = atom((get) => get(sessionAtom)?.user ?? null);
export const isAuthenticatedAtom = atom((get) => get(sessionAtom) !== null);
export const hasPortfolioAtom = atom((get) => Boolean(get(sessionAtom)?.user.portfolio));

/** Reads the stored session into the store; call once before the first render. */
export async function loadSession(): Promise<void> {
  const stored = await get(SESSION_KEY).catch(() => undefined);
  const parsed = v.safeParse(sessionSchema, stored);
  store.set(sessionAtom, parsed.success ? parsed.output : null);
}

/** Replaces the session (sign-in, refresh, user update) in the store and in IndexedDB. */
export async function saveSession(session: Session | null): Promise<void> {
  store.set(sessionAtom, session);
  if (session) await set(SESSION_KEY, session);
  else await del(SESSION_KEY);
}

/** Updates the user of the current session, e.g. after the portfolio is created. */
export async function updateSessionUser(user: User): Promise<void> {
  const current = store.get(sessionAtom);
  if (current) await saveSession({ ...current, user });
}
