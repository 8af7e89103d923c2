/**
 * Video-note writes (spec content-features 4): each is the optimistic row plus one outbox entry,
 * written together, so it shows at once and reaches the server exactly once, online or not.
 * A create is one entry of steps (note, lab relations, tagged teachers) that resumes where it stopped.
 */

import { labsApi, notesApi } from '../../../shared/api-paths';
import type { Portfolio } from '../../../shared/schemas/artists';
import {
  type Access,
  type Mention,
  type NotePatch,
  thumbnailUrl,
  toWatchUrl,
  youtubeId,
} from '../../../shared/schemas/notes';
import { db, type LabRow, type NoteRow, type OutboxStep } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

export type NoteDraft = {
  video: string;
  lesson: string;
  access: Access;
  mentions: Portfolio[];
  labs: LabRow[];
  workshop: number | null;
};

function signedIn() {
  const user = store.get(userAtom);
  if (!user) throw new Error('Please sign in first.');
  return user;
}

const toMention = (artist: Portfolio | undefined): Mention | null =>
  artist
    ? {
        id: artist.id,
        uuid: null,
        s_teacher_name: artist.artist_name,
        s_photo: artist.thumb,
        teacher: { username: artist.username, artist_metadata: { thumb: artist.thumb } },
      }
    : null;

/** The note's fields as the API takes them (mentions are portfolio ids). */
function fields(draft: NoteDraft) {
  const [m1, m2, m3] = draft.mentions;
  return {
    video: toWatchUrl(draft.video),
    lesson: draft.lesson.trim(),
    access: draft.access,
    mention1: m1?.id ?? null,
    mention2: m2?.id ?? null,
    mention3: m3?.id ?? null,
    workshop: draft.workshop,
  };
}

function shown(draft: NoteDraft) {
  const note = fields(draft);
  return {
    ...note,
    thumbjs: thumbnailUrl(youtubeId(note.video) ?? ''),
    mention1: toMention(draft.mentions[0]),
    mention2: toMention(draft.mentions[1]),
    mention3: toMention(draft.mentions[2]),
    mentioned: draft.mentions.map((artist) => artist.username),
  };
}

const labRef = (lab: LabRow) => lab.id ?? lab.uuid;
const relationStep = (uuid: string, cooking: string, lab: LabRow): OutboxStep => ({
  method: 'POST',
  path: labsApi.createRelation,
  body: { uuid, cooking, technique: labRef(lab) },
});
const tagStep = (uuid: string, cooking: string, artist: Portfolio): OutboxStep => ({
  method: 'POST',
  path: notesApi.taggedTeachers,
  body: { uuid, cookingidobj: cooking, shareidobj: artist.id, idea: '' },
});
/** Reads the note back with its relations once the steps are done. */
const readBack = (uuid: string): OutboxStep => ({
  method: 'GET',
  path: notesApi.listed(uuid),
  apply: 'cookings',
});

/**
 * Posts a new note; answers its uuid (its address, /create/{uuid}, is final at once) and its outbox
 * entry's key.
 */
export async function createNote(draft: NoteDraft): Promise<{ uuid: string; key: string }> {
  const user = signedIn();
  const uuid = crypto.randomUUID();
  const relations = draft.labs.map((lab) => ({ uuid: crypto.randomUUID(), lab }));
  const tags = draft.mentions.map((artist) => ({ uuid: crypto.randomUUID(), artist }));
  const row: NoteRow = {
    uuid,
    username: user.username,
    artist_name: user.portfolio?.artist_name ?? '',
    profile_photo: user.portfolio?.thumb ?? null,
    created: new Date().toISOString(),
    hidden: false,
    ...shown(draft),
    cooking_relations: relations.map((r) => ({
      uuid: r.uuid,
      technique: r.lab.id,
      technique_uuid: r.lab.uuid,
    })),
    taggedteachers: tags.map((t) => ({ uuid: t.uuid, shareidobj: { id: t.artist.id } })),
  };
  const steps: OutboxStep[] = [
    { method: 'POST', path: notesApi.create, body: { uuid, ...fields(draft) }, apply: 'cookings' },
    ...relations.map((r) => relationStep(r.uuid, uuid, r.lab)),
    ...tags.map((t) => tagStep(t.uuid, uuid, t.artist)),
  ];
  if (steps.length > 1) steps.push(readBack(uuid));
  const key = await queueWrite(
    { kind: 'cooking.create', target: uuid, steps, touches: [{ table: 'cookings', uuid }] },
    () => db.cookings.add(row),
  );
  return { uuid, key };
}

/**
 * Saves an edit: only the changed fields, then relations to newly chosen labs are created and those
 * to removed labs deleted; tagged teachers follow the mentions the same way. Answers the outbox
 * entry's key, or 'unchanged'.
 */
export async function updateNote(uuid: string, draft: NoteDraft): Promise<string | 'unchanged'> {
  signedIn();
  const row = await db.cookings.get(uuid);
  if (!row) throw new Error('This note is not available.');
  const next = fields(draft);
  const before: Record<string, unknown> = {
    video: row.video,
    lesson: row.lesson,
    access: row.access,
    mention1: row.mention1?.id ?? null,
    mention2: row.mention2?.id ?? null,
    mention3: row.mention3?.id ?? null,
    workshop: row.workshop,
  };
  const patch: NotePatch = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key] !== value),
  );
  const chosenLabs = new Set(draft.labs.map((lab) => lab.uuid));
  const keptRelations = row.cooking_relations.filter((r) => chosenLabs.has(r.technique_uuid));
  const droppedRelations = row.cooking_relations.filter((r) => !chosenLabs.has(r.technique_uuid));
  const had = new Set(row.cooking_relations.map((r) => r.technique_uuid));
  const newRelations = draft.labs
    .filter((lab) => !had.has(lab.uuid))
    .map((lab) => ({ uuid: crypto.randomUUID(), lab }));
  const chosenArtists = new Set(draft.mentions.map((artist) => artist.id));
  const keptTags = row.taggedteachers.filter((t) => chosenArtists.has(t.shareidobj.id));
  const droppedTags = row.taggedteachers.filter((t) => !chosenArtists.has(t.shareidobj.id));
  const tagged = new Set(row.taggedteachers.map((t) => t.shareidobj.id));
  const newTags = draft.mentions
    .filter((artist) => !tagged.has(artist.id))
    .map((artist) => ({ uuid: crypto.randomUUID(), artist }));

  const steps: OutboxStep[] = [
    ...(Object.keys(patch).length
      ? [{ method: 'PATCH', path: notesApi.note(uuid), body: patch, apply: 'cookings' } as const]
      : []),
    ...droppedRelations.map(
      (r): OutboxStep => ({
        method: 'DELETE',
        path: labsApi.relation(r.id ?? r.uuid),
        goneIsDone: true,
      }),
    ),
    ...newRelations.map((r) => relationStep(r.uuid, uuid, r.lab)),
    ...droppedTags.map(
      (t): OutboxStep => ({
        method: 'DELETE',
        path: notesApi.taggedTeacher(t.id ?? t.uuid),
        goneIsDone: true,
      }),
    ),
    ...newTags.map((t) => tagStep(t.uuid, uuid, t.artist)),
  ];
  if (steps.length === 0) return 'unchanged';
  if (steps.some((step) => step.method !== 'PATCH')) steps.push(readBack(uuid));
  return queueWrite(
    { kind: 'cooking.update', target: uuid, steps, touches: [{ table: 'cookings', uuid }] },
    () =>
      db.cookings.put({
        ...row,
        ...shown(draft),
        cooking_relations: [
          ...keptRelations,
          ...newRelations.map((r) => ({ uuid: r.uuid, technique: r.lab.id, technique_uuid: r.lab.uuid })),
        ],
        taggedteachers: [
          ...keptTags,
          ...newTags.map((t) => ({ uuid: t.uuid, shareidobj: { id: t.artist.id } })),
        ],
      }),
  );
}

/**
 * Deletes a note. One that never reached the server is simply dropped with its queued writes;
 * otherwise it is hidden at once and the delete is queued (a 404 means it is already gone).
 */
export async function deleteNote(uuid: string): Promise<void> {
  signedIn();
  const dropAll = async () => {
    const comments = await db.comments
      .where('[cooking+created]')
      .between([uuid, ''], [uuid, '\uffff'])
      .primaryKeys();
    const reactions = await db.reactions.where('cooking').equals(uuid).primaryKeys();
    await db.outbox
      .where('target')
      .anyOf([uuid, ...comments, ...reactions])
      .delete();
    await db.comments.bulkDelete(comments);
    await db.reactions.bulkDelete(reactions);
    await db.cookings.delete(uuid);
  };
  if (await cancelUnsent(uuid, 'cooking.create', dropAll)) return;
  await queueWrite(
    {
      kind: 'cooking.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: notesApi.note(uuid), apply: 'cookings', goneIsDone: true }],
      touches: [{ table: 'cookings', uuid }],
    },
    () => db.cookings.update(uuid, { deleted: 1 }),
  );
}
