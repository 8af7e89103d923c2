import { beforeEach, describe, expect, it } from 'vitest';
import { mirrorSignedIn, SIGNED_IN_HINT } from '../../src/client/app/signed-in-hint';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { testSession } from '../helpers/session';

beforeEach(() => {
  localStorage.clear();
  store.set(sessionAtom, null);
});

describe('the signed-in hint for the prerendered shell', () => {
  it('follows the session: set while someone is signed in, gone once they sign out', () => {
    localStorage.setItem(SIGNED_IN_HINT, '1');
    mirrorSignedIn();
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBeNull();
    store.set(sessionAtom, testSession(true));
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBe('1');
    store.set(sessionAtom, null);
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBeNull();
  });
});
