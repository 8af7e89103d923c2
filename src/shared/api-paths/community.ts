/** The paths of keeping the community safe: one's blocks and mutes, and the moderators' queue. */
import { encode, type PathValue, withQuery } from './paths';

/** POST blocks (or mutes) the artist named in the body; DELETE on `one` undoes it; GET pages mine. */
const sideOf = (base: string) => ({
  create: base,
  one: (username: PathValue) => `${base}${encode(username)}/`,
  list: (pageSize: number) => withQuery(base, { page_size: pageSize }),
});

export const blocksApi = sideOf('/blocks/');
export const mutesApi = sideOf('/mutes/');

/** POST reports something one can see (shared/schemas/reports.ts reportInput), once per target. */
export const reportsApi = { create: '/reports/' };

/** The moderators' queue: reports grouped by what they are about, the log of actions, suspensions. */
export const moderationApi = {
  reports: (pageSize: number) => withQuery('/moderation/reports/', { page_size: pageSize }),
  resolve: (group: PathValue) => `/moderation/reports/${encode(group)}/resolve/`,
  actions: (pageSize: number) => withQuery('/moderation/actions/', { page_size: pageSize }),
  suspended: (pageSize: number) => withQuery('/moderation/suspended/', { page_size: pageSize }),
  lift: (username: PathValue) => `/moderation/suspended/${encode(username)}/`,
};
