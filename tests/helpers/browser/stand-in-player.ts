/**
 * Serves the stand-in player (stand-in-player.html) at /embed/{id} on E2E_PLAYER_PORT, the origin the
 * browser tests' server is configured with (PLAYER_ORIGIN), so the practice player runs with no internet.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { E2E_PLAYER_PORT } from './env';

const PAGE = readFileSync(join(import.meta.dirname, 'stand-in-player.html'));

/** Starts the stand-in; resolves to its close. */
export async function standInPlayer(): Promise<() => Promise<void>> {
  const server: Server = createServer((request, answer) => {
    if (request.method === 'GET' && request.url?.startsWith('/embed/'))
      answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else answer.writeHead(404).end();
  });
  await new Promise<void>((listening) => server.listen(E2E_PLAYER_PORT, '127.0.0.1', listening));
  return () => new Promise<void>((closed) => server.close(() => closed()));
}
