/** A published lab's room: its members and their chat (members only). */
import * as v from 'valibot';
import { msg } from '../messages';
import { refField, required, uuidField } from './fields';

/** POST /whatiscooking/labroom-chat/ (members only). */
export const labChatInput = v.object({
  uuid: v.optional(uuidField),
  plab: refField,
  comment: v.pipe(required(msg.writeSomething), v.maxLength(1000, msg.commentTooLong)),
});
export type LabChatInput = v.InferOutput<typeof labChatInput>;

export type LabMember = {
  username: string;
  artist_name: string | null;
  thumb: string | null;
  role: 'owner' | 'member';
  joined: string;
};

export type LabChatMessage = {
  id: number;
  uuid: string;
  username: string;
  comment: string;
  plab: number;
  created: string;
  artist_metadata: { thumb: string | null };
  /**
   * True only when the viewer is its author and a moderator hid it (no one else sees it, issue 27).
   */
  hidden: boolean;
};
