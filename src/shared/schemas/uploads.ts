/** Image upload contracts: presign by type code, PUT the bytes, then complete. */
import * as v from 'valibot';
import { UPLOAD_TYPES } from '../constants';
import { msg } from '../messages';
import { text } from './fields';

export const presignInput = v.object({ type: v.picklist(UPLOAD_TYPES, /*i18n*/ 'Unknown upload type.') });

/** The presign answer keeps the spec's shape: `body` is the upload URL in quotes. */
export type PresignResult = { statusCode: 200; key: string; body: string };

export type UploadResult = { key: string; medium: string; mini: string };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** An upload key: the type code in lower case and a UUID, e.g. `p-0b7c...`. Nothing else reaches a path. */
export const UPLOAD_KEY = /^[jswp]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A form field holding an upload key; empty means none. */
export const uploadKeyField = v.pipe(
  text(msg.uploadAgain),
  v.trim(),
  v.check((key) => key === '' || UPLOAD_KEY.test(key), msg.uploadAgain),
);

export const mediaUrl = (size: 'medium' | 'mini', key: string) => `/media/${size}/${key}`;
/** The mini photo address of a photo key, if any. */
export const miniPhoto = (key: string | null) => (key ? mediaUrl('mini', key) : null);
/** The upload key a media address (`mediaUrl`) names. */
export const keyOfMediaUrl = (url: string) => url.split('/').pop() ?? '';
