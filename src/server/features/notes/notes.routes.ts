/**
 * /api/whatiscooking: video notes, their feeds (the Following feed among them), tagged teachers and
 * reactions (labs and published labs are mounted beside them in app.ts). Object paths take the id or
 * the uuid, with or without a trailing slash.
 */
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import {
  noteInput,
  notePatch,
  taggedTeacherInput,
  taggedTeacherQuestion,
} from '../../../shared/schemas/notes';
import type { AppEnv, AuthUser, Deps } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { readShoutout } from '../shoutouts/shoutouts.service';
import {
  both,
  byAuthor,
  byFollowed,
  type Filter,
  listNotes,
  mentioning,
  ofShoutout,
  ofStudents,
  ownedBy,
  type Scope,
} from './feeds.service';
import { createNote, deleteNote, readNote, showNote, updateNote } from './notes.service';
import { reactionRoutes } from './reactions.routes';
import { askTaggedTeacher, createTaggedTeacher, deleteTaggedTeacher } from './tagged-teachers.service';

const factory = createFactory<AppEnv>();
const feedQuery = v.object({ username: v.optional(v.string()), mentions: v.optional(v.string()) });

/** A page of the notes the viewer may see that pass `filter`: a feed's, or one author's. */
async function notesPage(c: Context, deps: Deps, viewer: AuthUser | null, filter?: Filter, scope?: Scope) {
  const page = readPage(c);
  const { rows, count } = await listNotes(deps, viewer, page, filter, scope);
  return c.json(listPage(c, page, rows, count, (note) => note.id));
}

const feed = factory.createHandlers(query(feedQuery), (c) => {
  const { username, mentions } = c.var.query;
  const filter = both(username ? byAuthor(username) : [], mentions ? mentioning(mentions) : []);
  return notesPage(c, c.var.deps, c.var.user, filter, username ? 'author' : 'feed');
});

/** /mycookings/by-e1t1/{learn|share}/?e1t1-uuid: a shoutout's lesson notes; 404 if the shoutout is not the viewer's to see. */
const lessonNotes = (side: 'learn' | 'share') =>
  factory.createHandlers(query(v.object({ 'e1t1-uuid': v.optional(v.string(), '') })), async (c) => {
    const { deps, user } = c.var;
    const { shoutout } = await readShoutout(deps, user, pathRef(c.var.query['e1t1-uuid']));
    return notesPage(c, deps, user, ofShoutout(side, shoutout), 'author');
  });

const showHandlers = factory.createHandlers(async (c) =>
  c.json(await showNote(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);

const changeNote = factory.createHandlers(requireUser, body(notePatch), async (c) => {
  const updated = await updateNote(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});

const removeNote = factory.createHandlers(requireUser, async (c) => {
  await deleteNote(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const removeTaggedTeacher = factory.createHandlers(requireUser, async (c) => {
  await deleteTaggedTeacher(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const askTeacher = factory.createHandlers(requireUser, body(taggedTeacherQuestion), async (c) =>
  c.json(await askTaggedTeacher(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body)),
);

const ownRoutes = new Hono<AppEnv>()
  .post('/cooking/', requireUser, requirePortfolio, body(noteInput), async (c) => {
    const { row, created } = await createNote(c.var.deps, c.var.user, c.var.body);
    return c.json(await readNote(c.var.deps, c.var.user, row.id), created ? 201 : 200);
  })
  .get(`/cooking/${REF}`, ...showHandlers)
  .get(`/cooking/${REF}/`, ...showHandlers)
  .get(`/list/${REF}`, ...showHandlers)
  .get(`/list/${REF}/`, ...showHandlers)
  .patch(`/cooking/${REF}`, ...changeNote)
  .patch(`/cooking/${REF}/`, ...changeNote)
  .delete(`/cooking/${REF}`, ...removeNote)
  .delete(`/cooking/${REF}/`, ...removeNote)
  .get('/latest_cookings/', ...feed)
  .get('/list/', ...feed)
  .get('/following/', requireUser, (c) => notesPage(c, c.var.deps, c.var.user, byFollowed(c.var.user)))
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
  .patch(`/taggedteachers/${REF}`, ...askTeacher)
  .patch(`/taggedteachers/${REF}/`, ...askTeacher)
  .delete(`/taggedteachers/${REF}`, ...removeTaggedTeacher)
  .delete(`/taggedteachers/${REF}/`, ...removeTaggedTeacher);

export const noteRoutes = new Hono<AppEnv>().route('/', ownRoutes).route('/', reactionRoutes);
