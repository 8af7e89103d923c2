/**
 * The published videos of a published lab: the source lab's relations the owner chose to publish.
 * The lab grants its notes: whoever may watch the lab sees them whatever each note's own access,
 * since the owner published them into it. Guests are asked to sign in (401 without the token code,
 * so the client does not sign anyone out), signed-in viewers without access to buy (403). A note a
 * moderator hid stays out of it for all but its author.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { labMessages } from '../../../shared/schemas/published-labs';
import { cookings, ctRelations } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, HttpError } from '../../http/errors';
import type { Page } from '../../http/paging';
import { labVideoPage } from '../labs/lab-videos.service';
import { canWatch, isMember } from './lab-access';
import { type SelectedPublishedLab, visiblePublishedLab } from './published-lab-shape';

/** Who may read: 'watch' = canWatch (the lab's page), 'member' = owner or active buyer (purchased lab). */
export type VideoAudience = 'watch' | 'member';

async function allowed(
  deps: Deps,
  viewer: AuthUser | null,
  row: SelectedPublishedLab,
  audience: VideoAudience,
) {
  if (audience === 'member') return isMember(deps, viewer, row.lab);
  return canWatch(deps, viewer, row.lab, row.sub ?? undefined);
}

/** One page of the lab's published videos, newest relation first, and their total. */
export async function listPublishedVideos(
  deps: Deps,
  viewer: AuthUser | null,
  ref: Ref,
  page: Page,
  audience: VideoAudience,
) {
  const row = await visiblePublishedLab(deps, viewer, ref);
  if (!viewer) throw new HttpError(401, { detail: labMessages.signInToWatch });
  if (!(await allowed(deps, viewer, row, audience))) throw forbidden(labMessages.buyToWatch);
  const where = and(
    eq(ctRelations.techniqueId, row.lab.labId),
    eq(ctRelations.publish, true),
    or(eq(cookings.userId, viewer.id), isNull(cookings.hiddenAt)),
  );
  return labVideoPage(deps, viewer, row.lab.labId, where, page);
}
