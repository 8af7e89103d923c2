/**
 * A workshop's room (platform-shell 7): a token or an approved request lets a dancer in to see its
 * members and the video notes shared there. The write schemas form and server validate with, and the
 * read shapes.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { idField, refField, text, uuidField } from './fields';
import type { Note } from './notes';
import type { WorkshopPerson } from './workshops';

/** How long after a refused request its dancer may ask again (the request is made anew). */
export const ASK_AGAIN_AFTER_MS = 24 * 60 * 60 * 1000;

export const REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type RoomRequestStatus = (typeof REQUEST_STATUSES)[number];
export type RoomRole = 'organiser' | 'teacher' | 'member';

export type RoomRequest = WorkshopPerson & {
  workshop_uuid: string;
  status: RoomRequestStatus;
};

/** What the caller may do in a workshop's room. */
export type RoomAccess = {
  workshop_uuid: string;
  access: boolean;
  role: RoomRole | null;
  request: { id: number; status: RoomRequestStatus } | null;
};

export type RoomVideo = {
  id: number;
  /** Who shared it. */
  username: string;
  workshop_uuid: string;
  cooking: Note;
  created: string;
};

export const workshopRef = v.object({ workshop_uuid: uuidField });
export const tokenCheckQuery = v.object({
  workshop_uuid: uuidField,
  workshop_token: v.pipe(text(), v.maxLength(TEXT_LIMIT)),
});
export const tokenInput = v.object({
  rotate: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((s) => s === 'true'),
      ),
    ]),
    false,
  ),
});
export const shareVideoInput = v.object({ workshop_uuid: uuidField, cooking: refField });
/** A request named by its id, or by the requester's username and the workshop. */
export const requestGetQuery = v.object({
  'request-access-id': v.optional(idField),
  username: v.optional(v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT))),
  workshop_uuid: v.optional(uuidField),
});

/** The room token the organiser hands out. */
export type RoomToken = { workshop_uuid: string; workshop_token: string };
