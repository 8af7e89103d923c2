/**
 * The workshop room's actions, online only: the organiser's token, entering with it, access
 * requests and their answers, taking a member out, sharing a note.
 */
import { workshopsApi } from '../../../shared/api-paths';
import type { RoomAccess, RoomRequest, RoomToken, RoomVideo } from '../../../shared/schemas/workshops';
import { api } from '../../lib/api';

const send = <T>(path: string, method: 'POST' | 'PUT', body: object = {}) => api<T>(path, { method, body });

/** The organiser's room token (made on first ask). */
export const obtainToken = (uuid: string, rotate = false) =>
  send<RoomToken>(workshopsApi.token(uuid), 'PUT', { rotate });

/** Enters the room with a token; the answer says whether it was right. */
export const checkToken = (uuid: string, token: string) =>
  api<RoomAccess & { valid: boolean }>(workshopsApi.checkToken(uuid, token));

export const requestAccess = (uuid: string) =>
  send<RoomRequest>(workshopsApi.requestAccess, 'POST', { workshop_uuid: uuid });

export const answerRequest = (id: number, approve: boolean) =>
  send<RoomRequest>(workshopsApi.answerRequest(id, approve ? 'approve' : 'refuse'), 'POST');

/** The organiser takes a member out of the room. */
export const removeMember = (uuid: string, username: string) =>
  api<void>(workshopsApi.member(uuid, username), { method: 'DELETE' });

export const shareVideo = (uuid: string, cooking: string) =>
  send<RoomVideo>(workshopsApi.shareVideo, 'POST', { workshop_uuid: uuid, cooking });
