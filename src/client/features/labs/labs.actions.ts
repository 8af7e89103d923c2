/**
 * Personal-lab writes from the lab form (spec content-features 4, "Personal lab form"): a create is
 * one outbox entry (the lab, then one relation per chosen video); an edit is one entry (relations to
 * add, relations to delete, then the changed name and about). The notes' `cooking_relations` change
 * with the lab, so the lab's video set reads from the mirror offline too.
 */
import { labsApi } from '../../../shared/api-paths';
import { db, type LabRow, type NoteRow, type OutboxStep } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

export type LabFields = { name: string; about: string };

function signedIn() {
  const user = store.get(userAtom);
  if (!user) throw new Error('Please sign in first.');
  return user;
}

const relationStep = (uuid: string, video: NoteRow, technique: number | string): OutboxStep => ({
  method: 'POST',
  path: labsApi.createRelation,
  body: { uuid, cooking: video.id ?? video.uuid, technique },
});

/** The visible notes a lab holds, by their relations in the mirror. */
export const videosOfLab = async (labUuid: string): Promise<NoteRow[]> =>
  db.cookings
    .filter((row) => !row.deleted && row.cooking_relations.some((r) => r.technique_uuid === labUuid))
    .toArray();

/**
 * Creates a lab with its videos (none for the quick create of the note form); answers the lab row,
 * shown at once, and its outbox entry's key.
 */
export async function createLab(
  name: string,
  about = '',
  videos: NoteRow[] = [],
): Promise<{ lab: LabRow; key: string }> {
  const user = signedIn();
  const lab: LabRow = {
    uuid: crypto.randomUUID(),
    name: name.trim(),
    about: about.trim(),
    username: user.username,
    published: false,
  };
  const relations = videos.map((video) => ({ uuid: crypto.randomUUID(), video }));
  const steps: OutboxStep[] = [
    {
      method: 'POST',
      path: labsApi.create,
      body: { uuid: lab.uuid, name: lab.name, about: lab.about },
      apply: 'labs',
    },
    ...relations.map((r) => relationStep(r.uuid, r.video, lab.uuid)),
  ];
  const key = await queueWrite(
    {
      kind: 'lab.create',
      target: lab.uuid,
      steps,
      touches: [
        { table: 'labs', uuid: lab.uuid },
        ...videos.map((video) => ({ table: 'cookings' as const, uuid: video.uuid })),
      ],
    },
    async () => {
      await db.labs.add(lab);
      for (const r of relations)
        await db.cookings
          .where('uuid')
          .equals(r.video.uuid)
          .modify((row) => {
            row.cooking_relations.push({ uuid: r.uuid, technique_uuid: lab.uuid });
          });
    },
  );
  return { lab, key };
}

/**
 * Saves an edit. The same video set saves only the changed name and about ('unchanged' when nothing
 * changed, and nothing is queued); otherwise new relations are created, dropped ones deleted (a 404
 * means already gone), then the name and about are saved. Answers the outbox entry's key.
 */
export async function updateLab(
  lab: LabRow,
  fields: LabFields,
  videos: NoteRow[],
): Promise<string | 'unchanged'> {
  signedIn();
  const next = { name: fields.name.trim(), about: fields.about.trim() };
  const patch = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => lab[key as keyof LabFields] !== value),
  );
  const current = await videosOfLab(lab.uuid);
  const chosen = new Set(videos.map((video) => video.uuid));
  const had = new Set(current.map((video) => video.uuid));
  const added = videos
    .filter((video) => !had.has(video.uuid))
    .map((video) => ({ uuid: crypto.randomUUID(), video }));
  const dropped = current.filter((video) => !chosen.has(video.uuid));
  const technique = lab.id ?? lab.uuid;
  const steps: OutboxStep[] = [
    ...added.map((r) => relationStep(r.uuid, r.video, technique)),
    ...dropped.flatMap((video) =>
      video.cooking_relations
        .filter((r) => r.technique_uuid === lab.uuid)
        .map(
          (r): OutboxStep => ({
            method: 'DELETE',
            path: labsApi.relation(r.id ?? r.uuid),
            goneIsDone: true,
          }),
        ),
    ),
    ...(Object.keys(patch).length
      ? [{ method: 'PATCH', path: labsApi.lab(technique), body: patch, apply: 'labs' } as const]
      : []),
  ];
  if (steps.length === 0) return 'unchanged';
  return queueWrite(
    {
      kind: 'lab.update',
      target: lab.uuid,
      steps,
      touches: [
        { table: 'labs', uuid: lab.uuid },
        ...[...added.map((r) => r.video), ...dropped].map((video) => ({
          table: 'cookings' as const,
          uuid: video.uuid,
        })),
      ],
    },
    async () => {
      await db.labs.update(lab.uuid, next);
      for (const r of added)
        await db.cookings
          .where('uuid')
          .equals(r.video.uuid)
          .modify((row) => {
            row.cooking_relations.push({ uuid: r.uuid, technique: lab.id, technique_uuid: lab.uuid });
          });
      for (const video of dropped)
        await db.cookings
          .where('uuid')
          .equals(video.uuid)
          .modify((row) => {
            row.cooking_relations = row.cooking_relations.filter((r) => r.technique_uuid !== lab.uuid);
          });
    },
  );
}
