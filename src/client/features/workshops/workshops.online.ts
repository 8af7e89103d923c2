/**
 * The workshop room's calls that need the server, which keeps the room token: the organiser's token
 * (made or rotated) and entering with it. The room's other writes are queued (room.actions.ts).
 */
import { workshopsApi } from '../../../shared/api-paths';
import type { RoomAccess, RoomToken } from '../../../shared/schemas/workshop-room';
import { api } from '../../lib/api';

/** The organiser's room token (made on first ask). */
export const obtainToken = (uuid: string, rotate = false) =>
  api<RoomToken>(workshopsApi.token(uuid), { method: 'PUT', body: { rotate } });

/** Enters the room with a token; the answer says whether it was right. */
export const checkToken = (uuid: string, token: string) =>
  api<RoomAccess & { valid: boolean }>(workshopsApi.checkToken(uuid, token));
