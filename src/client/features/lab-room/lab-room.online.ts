/** The lab room's one write, a chat message: online only, never queued (members only on the server). */
import { labRoomApi } from '../../../shared/api-paths';
import type { LabChatInput, LabChatMessage } from '../../../shared/schemas/lab-room';
import { api } from '../../lib/api';

/** Posts a message; a repeat of the same client `uuid` answers the message already stored. */
export const postChatMessage = (input: LabChatInput) =>
  api<LabChatMessage>(labRoomApi.chat, { method: 'POST', body: input });
