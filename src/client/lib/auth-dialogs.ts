/** Which account dialog is open (top bar): anything may open sign-in, e.g. "Please sign in first.". */
import { atom } from 'jotai';

export type AuthDialog = 'sign-in' | 'sign-up';

export const authDialogAtom = atom<AuthDialog | null>(null);
