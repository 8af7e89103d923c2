/**
 * The workshop room's actions, online only: the organiser's token, entering with it, access
 * requests and their answers, sharing a note.
 */
import type { RoomAccess, RoomRequest, RoomToken, RoomVideo } from '../../../shared/schemas/workshops';
import { api } from '../../lib/api';
import { ofWorkshop, WORKSHOPS } from './workshops.mirror';

const send = <T>(path: string, method: 'POST' | 'PUT', body: object = {}) => api<T>(path, { method, body });

/** The organiser's room token (made on first ask). */
export const obtainToken = (uuid: string, rotate = false) =>
  send<RoomToken>(`${WORKSHOPS}token/${encodeURIComponent(uuid)}/`, 'PUT', { rotate });

/** Enters the room with a token; the answer says whether it was right. */
export const checkToken = (uuid: string, token: string) =>
  api<RoomAccess & { valid: boolean }>(
    `${WORKSHOPS}token/check/${ofWorkshop(uuid)}&workshop_token=${encodeURIComponent(token)}`,
  );

export const requestAccess = (uuid: string) =>
  send<RoomRequest>(`${WORKSHOPS}room/request-access/`, 'POST', { workshop_uuid: uuid });

export const answerRequest = (id: number, approve: boolean) =>
  send<RoomRequest>(`${WORKSHOPS}room/request-access/${id}/${approve ? 'approve' : 'refuse'}/`, 'POST');

export const shareVideo = (uuid: string, cooking: string) =>
  send<RoomVideo>(`${WORKSHOPS}room/videos/`, 'POST', { workshop_uuid: uuid, cooking });
