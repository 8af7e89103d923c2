/** The lab room's one write, a chat message: online only, never queued (members only on the server). */
import type { LabChatInput, LabChatMessage } from '../../../shared/schemas/lab-room';
import { api } from '../../lib/api';

export const chatPath = (plabUuid: string) =>
  `/whatiscooking/labroom-chat/list/?plab_uuid=${encodeURIComponent(plabUuid)}`;
export const membersPath = (plabUuid: string) =>
  `/whatiscooking/labroom-members/?plab_uuid=${encodeURIComponent(plabUuid)}`;

/** Posts a message; a repeat of the same client `uuid` answers the message already stored. */
export const postChatMessage = (input: LabChatInput) =>
  api<LabChatMessage>('/whatiscooking/labroom-chat/', { method: 'POST', body: input });
