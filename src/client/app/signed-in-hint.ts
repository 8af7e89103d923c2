/**
 * Whether someone is signed in, mirrored into local storage for the prerendered shell's head script
 * (build/head/colour-scheme.ts): it runs before any module and cannot read the session in IndexedDB, and a
 * signed-in user should see the page skeleton at `/`, not the visitor's welcome.
 */
import { isAuthenticatedAtom } from '../lib/session';
import { store } from '../lib/store';

export const SIGNED_IN_HINT = 'cypher:signed-in';

/** Keeps the hint in step with the session from now on. */
export function mirrorSignedIn(): void {
  const write = () => {
    try {
      if (store.get(isAuthenticatedAtom)) localStorage.setItem(SIGNED_IN_HINT, '1');
      else localStorage.removeItem(SIGNED_IN_HINT);
    } catch {
      // Storage refused (private mode): the shell shows the visitor's home, as for a visitor.
    }
  };
  write();
  store.sub(isAuthenticatedAtom, write);
}
