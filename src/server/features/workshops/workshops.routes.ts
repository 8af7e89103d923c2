/**
 * /api/workshops (platform-shell 7): the pages and their lists (public), "I'm going", and the rooms
 * (token, access, members, videos, requests) for those in them, and the organiser's door (check-in,
 * headcount). Writes take JSON or multipart.
 */
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { text, uuidField } from '../../../shared/schemas/fields';
import { doorCheckinInput } from '../../../shared/schemas/workshop-door';
import {
  requestGetQuery,
  shareVideoInput,
  tokenCheckQuery,
  tokenInput,
  workshopRef,
} from '../../../shared/schemas/workshop-room';
import {
  goingInput,
  type WorkshopSearch,
  workshopInput,
  workshopPatch,
  workshopSearchQuery,
} from '../../../shared/schemas/workshops';
import { userIdOf } from '../../db/users';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { badRequest, unauthenticated } from '../../http/errors';
import { listPage, readPage } from '../../http/paging';
import { ID, pathId } from '../../http/path-id';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { checkInGoer, readDoor } from './door.service';
import { listGoing, sayGoing, unsayGoing } from './going.service';
import {
  checkToken,
  listMembers,
  listRoomVideos,
  obtainToken,
  roomAccess,
  shareVideo,
  unshareVideo,
} from './room.service';
import {
  answerRequest,
  getRequest,
  listRequests,
  removeMember,
  requestAccess,
} from './room-requests.service';
import { myGoing, myRooms } from './workshop-filters';
import {
  listWorkshops,
  readWorkshopPage,
  type WorkshopFilter,
  workshopListPage,
} from './workshop-lists.service';
import { toWorkshop } from './workshop-shape';
import { createWorkshop, deleteWorkshop, readWorkshop, updateWorkshop } from './workshops.service';

const factory = createFactory<AppEnv>();
const ofWorkshop = query(workshopRef);
const byUser = query(v.object({ username: v.optional(text()) }));

/** A list of workshops under the filter the request makes (an unknown artist gives an empty list). */
const workshopList = (filterOf: (c: Context<AppEnv>) => Promise<WorkshopFilter | null>) =>
  factory.createHandlers(async (c) => {
    const page = readWorkshopPage(c);
    const filter = await filterOf(c);
    if (!filter) return c.json({ count: 0, next: null, previous: null, results: [] });
    const { rows, count, now } = await listWorkshops(c.var.deps, c.var.user, filter, page);
    return c.json(workshopListPage(c, page, rows, count, now));
  });

/** The workshops of the named artist (the caller when none is named) by `side`. */
const byArtist = (side: 'organiser' | 'teacher') =>
  [
    byUser,
    ...workshopList(async (c) => {
      const named = (c.var as { query?: { username?: string } }).query?.username;
      const username = named ?? c.var.user?.username;
      if (username === undefined) throw unauthenticated();
      const id = await userIdOf(c.var.deps, username);
      return id === undefined ? null : { [side]: id };
    }),
  ] as const;

const read = factory.createHandlers(async (c) =>
  c.json(toWorkshop(await readWorkshop(c.var.deps, c.var.user, pathRef(c.req.param('ref'))))),
);
const change = factory.createHandlers(requireUser, body(workshopPatch), async (c) => {
  const updated = await updateWorkshop(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});
const remove = factory.createHandlers(requireUser, async (c) => {
  await deleteWorkshop(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});
const unsay = factory.createHandlers(requireUser, async (c) =>
  c.json(await unsayGoing(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);
/** The organiser takes a member out (with or without the trailing slash, as the other deletes). */
const removal = factory.createHandlers(requireUser, ofWorkshop, async (c) => {
  await removeMember(c.var.deps, c.var.user, c.var.query.workshop_uuid, c.req.param('username') ?? '');
  return c.body(null, 204);
});
const token = factory.createHandlers(requireUser, body(tokenInput), async (c) =>
  c.json(await obtainToken(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body.rotate)),
);
const answer = (approve: boolean) =>
  factory.createHandlers(requireUser, async (c) =>
    c.json(await answerRequest(c.var.deps, c.var.user, pathId(c.req.param('id')), approve)),
  );

export const workshopRoutes = new Hono<AppEnv>()
  .get('/list', ...workshopList(async () => ({})))
  .get('/list/', ...workshopList(async () => ({})))
  .get(
    '/search/',
    query(workshopSearchQuery),
    ...workshopList(async (c) => ({ search: (c.var as unknown as { query: WorkshopSearch }).query })),
  )
  .post('/create/', requireUser, body(workshopInput), async (c) => {
    const { workshop, created } = await createWorkshop(c.var.deps, c.var.user, c.var.body);
    return c.json(workshop, created ? 201 : 200);
  })
  .get('/iamgoing/list/', query(v.object({ workshop: goingInput.entries.workshop })), async (c) => {
    const page = readPage(c);
    const { rows, count } = await listGoing(c.var.deps, c.var.user, c.var.query.workshop, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  })
  .post('/iamgoing/', requireUser, body(goingInput), async (c) => {
    const { workshop, created } = await sayGoing(c.var.deps, c.var.user, c.var.body.workshop);
    return c.json(workshop, created ? 201 : 200);
  })
  .delete(`/iamgoing/${REF}`, ...unsay)
  .delete(`/iamgoing/${REF}/`, ...unsay)
  .get('/workshops-organized-by-artist/', ...byArtist('organiser'))
  .get('/workshops-taught-by-artist/', ...byArtist('teacher'))
  .get(
    '/iamgoing-workshops/',
    requireUser,
    ...workshopList(async (c) => ({ ids: myGoing(c.var.user?.id ?? 0) })),
  )
  .get(
    '/room/my-workshop-rooms/',
    requireUser,
    ...workshopList(async (c) => ({ ids: myRooms(c.var.user?.id ?? 0) })),
  )
  .put(`/token/${REF}`, ...token)
  .put(`/token/${REF}/`, ...token)
  .get('/token/check/', requireUser, query(tokenCheckQuery), async (c) => {
    const { workshop_uuid, workshop_token } = c.var.query;
    return c.json(await checkToken(c.var.deps, c.var.user, workshop_uuid, workshop_token));
  })
  .get('/room/access/', requireUser, ofWorkshop, async (c) =>
    c.json(await roomAccess(c.var.deps, c.var.user, c.var.query.workshop_uuid)),
  )
  .get('/room/members/', requireUser, ofWorkshop, async (c) => {
    const page = readPage(c);
    const { rows, count } = await listMembers(c.var.deps, c.var.user, c.var.query.workshop_uuid, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  })
  .delete('/room/members/:username', ...removal)
  .delete('/room/members/:username/', ...removal)
  .get('/room/videos/', requireUser, ofWorkshop, async (c) => {
    const page = readPage(c);
    const { rows, count } = await listRoomVideos(c.var.deps, c.var.user, c.var.query.workshop_uuid, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  })
  .post('/room/videos/', requireUser, body(shareVideoInput), async (c) => {
    const { workshop_uuid, cooking } = c.var.body;
    const { video, created } = await shareVideo(c.var.deps, c.var.user, workshop_uuid, cooking);
    return c.json(video, created ? 201 : 200);
  })
  .delete(`/room/videos/${ID}/`, requireUser, async (c) => {
    await unshareVideo(c.var.deps, c.var.user, pathId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/room/request-access/', requireUser, body(v.object({ workshop_uuid: uuidField })), async (c) => {
    const { request, created } = await requestAccess(c.var.deps, c.var.user, c.var.body.workshop_uuid);
    return c.json(request, created ? 201 : 200);
  })
  .get('/room/request-access-code-list/', requireUser, ofWorkshop, async (c) => {
    const page = readPage(c);
    const { rows, count } = await listRequests(c.var.deps, c.var.user, c.var.query.workshop_uuid, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  })
  .get('/room/request-access-code-get/', requireUser, query(requestGetQuery), async (c) => {
    const { 'request-access-id': id, username, workshop_uuid } = c.var.query;
    if (id !== undefined) return c.json(await getRequest(c.var.deps, c.var.user, { id }));
    if (!username || !workshop_uuid) throw badRequest({ non_field_errors: [msg.invalidValue] });
    return c.json(await getRequest(c.var.deps, c.var.user, { username, workshop: workshop_uuid }));
  })
  .post(`/room/request-access/${ID}/approve/`, ...answer(true))
  .post(`/room/request-access/${ID}/refuse/`, ...answer(false))
  .get('/door/', requireUser, ofWorkshop, async (c) => {
    const page = readPage(c);
    const { rows, count, ...counts } = await readDoor(
      c.var.deps,
      c.var.user,
      c.var.query.workshop_uuid,
      page,
    );
    return c.json({ ...listPage(c, page, rows, count, (row) => row.id), ...counts });
  })
  .post('/door/checkin/', requireUser, body(doorCheckinInput), async (c) =>
    c.json(await checkInGoer(c.var.deps, c.var.user, c.var.body)),
  )
  .get(`/${REF}`, ...read)
  .get(`/${REF}/`, ...read)
  .patch(`/${REF}`, ...change)
  .patch(`/${REF}/`, ...change)
  .delete(`/${REF}`, ...remove)
  .delete(`/${REF}/`, ...remove);
