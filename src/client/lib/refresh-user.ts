/**
 * On start, when online and signed in, reloads the user (portfolio state) from the server. An expired
 * session is renewed by the API layer; one that cannot be renewed (revoked, forged) signs the user out.
 */
import { authApi } from '../../shared/api-paths';
import type { User } from '../../shared/schemas/auth';
import { api } from './api';
import { sessionAtom, updateSessionUser } from './session';
import { store } from './store';

export async function refreshUser(): Promise<void> {
  if (!store.get(sessionAtom) || !navigator.onLine) return;
  try {
    await updateSessionUser(await api<User>(authApi.user));
  } catch {
    // Offline or the server is away: the stored user stays until the next start.
  }
}
