import { CACHE_LIFETIME_MS } from '../../shared/constants';
import type { ListMeta } from './db';

/** The spec's 15-minute rule: refetch a mirrored list when it is empty, stale, or forced. */
export const isStale = (meta: ListMeta | undefined, now = Date.now(), force = false): boolean =>
  force || !meta || now - meta.fetchedAt > CACHE_LIFETIME_MS;
