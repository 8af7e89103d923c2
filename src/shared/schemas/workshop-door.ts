/**
 * A workshop's door (issue 29): the organiser's attendance read and check-in, by the QR code each goer
 * shows (the goer's own door travels on the workshop: `my_door` in workshops.ts), and the attendance a
 * journey or a shoutout cites by naming the workshop.
 */
import * as v from 'valibot';
import type { ListPage } from '../api';
import { flagField, idField, text, uuidField } from './fields';
import { type WorkshopPerson, workshopMsg } from './workshops';

/** A goer at the organiser's door: `id` is their going id. */
export type DoorGoer = WorkshopPerson & { attended: boolean };

/** The organiser's attendance read: a page of who is going, and the headcount. */
export type DoorList = ListPage<DoorGoer> & { going_count: number; attended_count: number };

/** The length of a goer's door code. */
export const DOOR_CODE_LENGTH = 16;

/**
 * POST door/checkin/ (the organiser): goer `going` attended, with the `code` read from their QR when
 * scanned; `attended: false` unticks them.
 */
export const doorCheckinInput = v.object({
  workshop_uuid: uuidField,
  going: idField,
  code: v.optional(v.pipe(text(), v.maxLength(DOOR_CODE_LENGTH, workshopMsg.wrongCode))),
  attended: v.optional(flagField, true),
});
export type DoorCheckinInput = v.InferOutput<typeof doorCheckinInput>;

/** The workshop a journey or a shoutout names, by uuid; empty for none. */
export const workshopRefField = v.union([v.literal(''), uuidField], workshopMsg.unknownWorkshop);

/**
 * The workshop a journey or a shoutout names, as its readers see it: `attended` when its author was
 * checked in at the workshop's door (what the organiser's scan or tick made true, so it cannot be
 * claimed by writing it).
 */
export type NamedWorkshop = { uuid: string; title: string; attended: boolean };
