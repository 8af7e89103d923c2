/**
 * /api/account: the download of one's data (a zip streamed as it is built, once per 24 hours, of the
 * sections each feature gives, `sections`, in the order app.ts lists them) and the deletion of one's
 * account after the password. Both open their own transactions (see
 * http/idempotency.ts): the zip is read after the handler returns, and images go after the commit.
 */
import { Hono } from 'hono';
import { deleteAccountInput } from '../../../shared/account';
import type { DownloadSection } from '../../db/download';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { callerOf } from '../../password-check/caller';
import { deleteAccount } from './delete-account.service';
import { claimExport, releaseExport } from './export-limit';
import { exportZip } from './export-zip';

const fileDate = (date: Date) => date.toISOString().slice(0, 10);

export const accountRoutes = (sections: DownloadSection[]) =>
  new Hono<AppEnv>()
    .post('/export/', requireUser, async (c) => {
      const { deps, user } = c.var;
      const { previous } = await claimExport(deps, user.id);
      const taken = deps.clock();
      const stream = exportZip(deps, sections, user, async (error) => {
        deps.log.error('Building a data download failed:', error);
        await releaseExport(deps, user.id, taken, previous).catch(() => undefined);
      });
      return new Response(stream, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="cypher-data-${fileDate(taken)}.zip"`,
          'cache-control': 'no-store',
        },
      });
    })
    .post('/delete/', requireUser, body(deleteAccountInput), async (c) => {
      await deleteAccount(c.var.deps, c.var.user, c.var.body.password, callerOf(c));
      return c.json({ detail: 'ok' });
    });
