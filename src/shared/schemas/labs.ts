/**
 * Personal labs: the quick create and edit, lab relations (a note in a lab) and the publish form's
 * bulk update of which relations a published lab shows.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import { idField, refField, required, text, uuidField } from './fields';
import type { Note } from './notes';

const labName = (message: string) => v.pipe(required(message), v.maxLength(TEXT_LIMIT, msg.maxChars255));
const labAbout = v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.labAboutTooLong));

/** Quick create of a personal lab from the video-note form. */
export const labInput = v.object({
  uuid: v.optional(uuidField),
  name: labName(msg.quickLabNameRequired),
  about: v.optional(labAbout, ''),
});
export type LabInput = v.InferOutput<typeof labInput>;

/** An edit of a personal lab: only the changed fields. */
export const labPatch = v.partial(v.object({ name: labName(msg.labNameRequired), about: labAbout }));
export type LabPatch = v.InferOutput<typeof labPatch>;

export const relationInput = v.object({
  uuid: v.optional(uuidField),
  cooking: refField,
  technique: refField,
});
export type RelationInput = v.InferOutput<typeof relationInput>;

/** The publish form's bulk update: which of a lab's relations its published version shows. */
export const publishInput = v.array(
  v.object({ id: idField, publish: v.boolean() }),
  /*i18n*/ 'Send a list of relations, each with id and publish (true or false).',
);
export type PublishInput = v.InferOutput<typeof publishInput>;

export type Lab = {
  id: number;
  uuid: string;
  name: string;
  about: string;
  username: string;
  published: boolean;
};
export type Relation = { id: number; uuid: string; cooking: number; technique: number; username: string };
/** A video of a lab, as the lab's video list answers it. */
export type LabNote = { id: number; uuid: string; cooking: Note; technique: number };
/** A relation as the bulk update answers it. */
export type PublishedRelation = {
  id: number;
  uuid: string;
  cooking: number;
  technique: number;
  publish: boolean;
};
