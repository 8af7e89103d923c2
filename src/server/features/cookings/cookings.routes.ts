/**
 * /api/whatiscooking: video notes, their feeds, tagged teachers and reactions (labs and published
 * labs are mounted beside them in app.ts). Object paths take the id or the uuid, with or without a trailing slash.
 */
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { cookingInput, cookingPatch, taggedTeacherInput } from '../../../shared/schemas/cookings';
import type { AppEnv, AuthUser, Deps } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { readShoutout } from '../shoutouts/shoutouts.service';
import { createCooking, deleteCooking, readCooking, showCooking, updateCooking } from './cookings.service';
import {
  both,
  byAuthor,
  type Filter,
  listCookings,
  mentioning,
  ofShoutout,
  ofStudents,
  ownedBy,
} from './feeds.service';
import { reactionRoutes } from './reactions.routes';
import { createTaggedTeacher, deleteTaggedTeacher } from './tagged-teachers.service';

const factory = createFactory<AppEnv>();
const feedQuery = v.object({ username: v.optional(v.string()), mentions: v.optional(v.string()) });

/** A page of the notes the viewer may see that pass `filter`. */
async function notesPage(c: Context, deps: Deps, viewer: AuthUser | null, filter?: Filter) {
  const page = readPage(c);
  const { rows, count } = await listCookings(deps, viewer, page, filter);
  return c.json(listPage(c, page, rows, count, (note) => note.id));
}

const feed = factory.createHandlers(query(feedQuery), (c) => {
  const { username, mentions } = c.var.query;
  const filter = both(username ? byAuthor(username) : [], mentions ? mentioning(mentions) : []);
  return notesPage(c, c.var.deps, c.var.user, filter);
});

/** /mycookings/by-e1t1/{learn|share}/?e1t1-uuid: a shoutout's lesson notes; 404 if the shoutout is not the viewer's to see. */
const lessonNotes = (side: 'learn' | 'share') =>
  factory.createHandlers(query(v.object({ 'e1t1-uuid': v.optional(v.string(), '') })), async (c) => {
    const { deps, user } = c.var;
    const { shoutout } = await readShoutout(deps, user, pathRef(c.var.query['e1t1-uuid']));
    return notesPage(c, deps, user, ofShoutout(side, shoutout));
  });

const showNote = factory.createHandlers(async (c) =>
  c.json(await showCooking(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);

const changeNote = factory.createHandlers(requireUser, body(cookingPatch), async (c) => {
  const updated = await updateCooking(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});

const removeNote = factory.createHandlers(requireUser, async (c) => {
  await deleteCooking(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const removeTaggedTeacher = factory.createHandlers(requireUser, async (c) => {
  await deleteTaggedTeacher(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const noteRoutes = new Hono<AppEnv>()
  .post('/cooking/', requireUser, requirePortfolio, body(cookingInput), async (c) => {
    const { row, created } = await createCooking(c.var.deps, c.var.user, c.var.body);
    return c.json(await readCooking(c.var.deps, c.var.user, row.id), created ? 201 : 200);
  })
  .get(`/cooking/${REF}`, ...showNote)
  .get(`/cooking/${REF}/`, ...showNote)
  .get(`/list/${REF}`, ...showNote)
  .get(`/list/${REF}/`, ...showNote)
  .patch(`/cooking/${REF}`, ...changeNote)
  .patch(`/cooking/${REF}/`, ...changeNote)
  .delete(`/cooking/${REF}`, ...removeNote)
  .delete(`/cooking/${REF}/`, ...removeNote)
  .get('/latest_cookings/', ...feed)
  .get('/list/', ...feed)
  .get('/mycookings/', requireUser, (c) => notesPage(c, c.var.deps, c.var.user, ownedBy(c.var.user)))
  .get('/mycookings/by-e1t1/learn/', ...lessonNotes('learn'))
  .get('/mycookings/by-e1t1/share/', ...lessonNotes('share'))
  .get('/my-students-videos/', requireUser, (c) =>
    notesPage(c, c.var.deps, c.var.user, ofStudents(c.var.user)),
  )
  .post('/taggedteachers/', requireUser, body(taggedTeacherInput), async (c) => {
    const { taggedTeacher, created } = await createTaggedTeacher(c.var.deps, c.var.user, c.var.body);
    return c.json(taggedTeacher, created ? 201 : 200);
  })
  .delete(`/taggedteachers/${REF}`, ...removeTaggedTeacher)
  .delete(`/taggedteachers/${REF}/`, ...removeTaggedTeacher);

export const cookingRoutes = new Hono<AppEnv>().route('/', noteRoutes).route('/', reactionRoutes);
