/**
 * Shoutout writes from the form, online: the post (its uuid made here, so a repeat after a lost
 * answer gets the same shoutout) and the edit of only the changed fields. The server's copy goes
 * into the mirror, so the shoutout's page shows it at once. Errors are the API's, for the form.
 */
import type { Shoutout, ShoutoutInput, ShoutoutPatch } from '../../../shared/schemas/shoutouts';
import { api } from '../../lib/api';
import { mirrorShoutout, SHARING } from './shoutout-form.remote';

export async function postShoutout(input: ShoutoutInput): Promise<Shoutout> {
  const saved = await api<Shoutout>(SHARING, { method: 'POST', body: input });
  await mirrorShoutout(saved);
  return saved;
}

/** The updated shoutout, or 'unchanged' (nothing to send, or the server's 'No change'). */
export async function patchShoutout(uuid: string, patch: ShoutoutPatch): Promise<Shoutout | 'unchanged'> {
  if (Object.keys(patch).length === 0) return 'unchanged';
  const answer = await api<Shoutout | { detail: string }>(`${SHARING}${uuid}/`, {
    method: 'PATCH',
    body: patch,
  });
  if (!('uuid' in answer)) return 'unchanged';
  await mirrorShoutout(answer);
  return answer;
}
