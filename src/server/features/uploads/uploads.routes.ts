/**
 * /api/uploads: presign, the local store's signed PUT of the original (its own body limit, checked
 * after the signature so unsigned bytes are never read), and complete.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { msg } from '../../../shared/messages';
import { MAX_UPLOAD_BYTES, presignInput } from '../../../shared/schemas/uploads';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { localized } from '../../i18n';
import { storeOriginal, verifyUploadLink } from './original.service';
import { completeUpload, presignUpload } from './uploads.service';

const originalLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES,
  onError: (c) => c.json({ detail: localized(c, msg.tooLarge) }, 413),
});

export const uploadRoutes = new Hono<AppEnv>()
  .post('/presign/', requireUser, body(presignInput), async (c) =>
    c.json(await presignUpload(c.var.deps, c.var.user, c.var.body.type)),
  )
  .put(
    '/original/:key',
    async (c, next) => {
      await verifyUploadLink(
        c.var.deps,
        c.req.param('key'),
        c.req.query('expires') ?? '',
        c.req.query('signature') ?? '',
      );
      await next();
    },
    originalLimit,
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const type = c.req.header('content-type') ?? 'application/octet-stream';
      return c.json(await storeOriginal(c.var.deps, c.req.param('key'), bytes, type));
    },
  )
  .post('/:key/complete/', requireUser, async (c) =>
    c.json(await completeUpload(c.var.deps, c.var.user, c.req.param('key'))),
  );
