import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { inArray, sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { comments, likes } from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import { benchDeps, benchEngines } from './engines';
import { seedNotes, seedUsers } from './feed-seed';

export type CrowdSeed = { base: string; tokens: string[]; notes: { id: number; uuid: string }[] };
export type CrowdCount = { comments: string[]; likes: string[] };
export type CrowdCounted = {
  /** Rows whose uuid the client had a 2xx for. */
  comments: number;
  likes: number;
  /** Every row the crowd's users wrote, answered or not. */
  commentRows: number;
  likeRows: number;
  /** The server's event loop delay over the run, ms. */
  loopP99: number;
  loopMax: number;
};
export type ToServer = { count: CrowdCount } | { stop: true };
export type FromServer = { ready: CrowdSeed } | { counted: CrowdCounted } | { failed: string };

const NOTES = 2_000;
const PUBLIC_NOTES = 200;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const send = (message: FromServer) => process.send?.(message);

async function main() {
  const [engineName, usersArg] = process.argv.slice(2);
  const crowd = Number(usersArg);
  const engine = benchEngines().find((e) => e.name === engineName);
  if (!engine) throw new Error(`no engine ${engineName}`);
  const database = await engine.open();
  const deps = benchDeps(database);
  await seedUsers(deps.db);
  await seedNotes(deps.db, 0, NOTES);
  await deps.db.execute(sql`insert into users (username, email)
    select 'crowd' || i, 'crowd' || i || '@example.com' from generate_series(0, ${crowd - 1}) i`);
  await deps.db.execute(sql`insert into portfolios (user_id, username, artist_name, country)
    select id, username, 'Crowd ' || id, 'US' from users where username like 'crowd%'`);
  const people = rowsOf<{ id: number; username: string }>(
    await deps.db.execute(sql`select id, username from users where username like 'crowd%' order by id`),
  );
  const tokens: string[] = [];
  for (const person of people) tokens.push((await startSession(deps, person)).access_token);
  const notes = rowsOf<{ id: number; uuid: string }>(
    await deps.db.execute(
      sql`select id, uuid from cookings where access = 5 order by id limit ${PUBLIC_NOTES}`,
    ),
  );
  await deps.db.execute(sql`analyze`);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  const server = serve(
    { fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' },
    (info: AddressInfo) => {
      loop.enable();
      send({ ready: { base: `http://127.0.0.1:${info.port}`, tokens, notes } });
    },
  );
  // As main.ts serves: an idle keep-alive connection is left for the client to close.
  Object.assign(server as Server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

  const count = async ({ comments: commentIds, likes: likeIds }: CrowdCount) => {
    loop.disable();
    const landed = async (table: typeof comments | typeof likes, ids: string[]) => {
      let found = 0;
      for (let i = 0; i < ids.length; i += 1000) {
        found += (
          await deps.db
            .select({ id: table.id })
            .from(table)
            .where(inArray(table.uuid, ids.slice(i, i + 1000)))
        ).length;
      }
      return found;
    };
    const byCrowd = async (table: 'comments' | 'likes') =>
      Number(
        rowsOf<{ n: string }>(
          await deps.db.execute(
            sql`select count(*) as n from ${sql.identifier(table)} t join users u on u.id = t.user_id where u.username like 'crowd%'`,
          ),
        )[0]?.n ?? 0,
      );
    send({
      counted: {
        comments: await landed(comments, commentIds),
        likes: await landed(likes, likeIds),
        commentRows: await byCrowd('comments'),
        likeRows: await byCrowd('likes'),
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
      },
    });
  };

  process.on('message', (message: ToServer) => {
    if ('count' in message) void count(message.count).catch((error) => send({ failed: String(error) }));
    else
      void (async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await database.close();
        process.exit(0);
      })();
  });
}

main().catch((error) => {
  send({ failed: String(error?.stack ?? error) });
  process.exit(1);
});
