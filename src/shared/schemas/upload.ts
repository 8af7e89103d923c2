/** Image upload contracts: presign by type code, PUT the bytes, then complete. */
import * as v from 'valibot';
import { UPLOAD_TYPES } from '../constants';

export const presignInput = v.object({ type: v.picklist(UPLOAD_TYPES, 'Unknown upload type.') });

/** The presign answer keeps the spec's shape: `body` is the upload URL in quotes. */
export type PresignResult = { statusCode: 200; key: string; body: string };

export type UploadResult = { key: string; medium: string; mini: string };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export const mediaUrl = (size: 'medium' | 'mini', key: string) => `/media/${size}/${key}`;
