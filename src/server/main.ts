/**
 * `npm start`: opens the database (PGlite in DATA_DIR by default), serves the API and the built app
 * on one port, sweeps expired uploads, purges closed labs, delivers queued pushes and streams live
 * changes, and on SIGINT/SIGTERM ends the live streams, finishes in-flight requests, the sweep, the
 * purge and the pushes under way, then closes the database.
 */

import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/lock';
import { openDatabase } from './db/open';
import type { Deps } from './deps';
import { startClosedLabPurge } from './features/account/closed-labs';
import { createLiveHub } from './features/live/live-hub';
import { startPushDrainer } from './features/push/push-drainer';
import { startUploadSweep } from './features/uploads/upload-sweep';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';

async function main() {
  const config = loadConfig();
  const log = console;
  const database = await openDatabase(config);
  const deps: Deps = {
    db: database.db,
    config,
    clock: () => new Date(),
    mail: createMailer(config, log),
    storage: createStorage(config),
    log,
  };
  const live = createLiveHub(database.listen);
  const app = createApp(deps, { distDir: join(import.meta.dirname, '..', '..', 'dist'), live });
  const sweep = startUploadSweep(deps);
  const purge = startClosedLabPurge(deps);
  const pushes = await startPushDrainer(deps, database.listen);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    log.info(
      `Cypher is serving on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
    );
  });

  // An idle keep-alive connection is closed by the client or the proxy in front, never by us first:
  // Node's default (5 s) closed sockets that a client was reusing at that moment, and its request
  // failed with ECONNRESET (seen in the browser tests on a busy machine). Load balancers keep 60 s.
  Object.assign(server as Server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests, then closing the database`);
    // Live streams never end on their own: ended now, their browsers reconnect to another server.
    const liveClosed = live.close();
    server.close(async () => {
      await Promise.all([sweep.stop(), purge.stop(), pushes.stop(), liveClosed]);
      await database.close();
      log.info('Stopped cleanly.');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; in-flight requests still finish, and their
    // sockets then close at once instead of idling for the 65 s kept above (a stop took that long).
    Object.assign(server as Server, { keepAliveTimeout: 1 });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  // Start-up problems the user can fix get their message alone; anything else keeps its stack.
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
