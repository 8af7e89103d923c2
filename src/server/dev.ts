/**
 * `npm run dev`: the API (restarting on change) on PORT (8080 by default) and Vite's dev server with hot
 * reload on 5173 (or the next free port), which sends vite.config.ts's proxied paths to the API's port.
 * Links in mails and payment pages lead to Vite's page unless PUBLIC_URL is set.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const VITE_PORT = 5173;
const apiPort = Number(process.env.PORT || 8080);
const apiUrl = `http://localhost:${apiPort}`;

/** Points every path that vite.config.ts proxies to the API at the port the API listens on. */
const proxyToApi: Plugin = {
  name: 'cypher-dev-proxy-to-api',
  config: (config) => ({
    server: {
      proxy: Object.fromEntries(
        Object.entries(config.server?.proxy ?? {}).map(([path, to]) => [
          path,
          typeof to === 'string' ? apiUrl : { ...to, target: apiUrl },
        ]),
      ),
    },
  }),
};

const vite = await createServer({
  server: { port: apiPort === VITE_PORT ? VITE_PORT + 1 : VITE_PORT },
  plugins: [proxyToApi],
});
await vite.listen();
vite.printUrls();
const vitePort = (vite.httpServer?.address() as AddressInfo | null)?.port ?? VITE_PORT;

// tsx itself, not through npx (which left it running), in its own process group: a stop sends it one
// SIGTERM, as a second signal (Ctrl-C reaches the whole group) made it kill the API while it closed.
const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
const api = spawn(process.execPath, [tsx, 'watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}` },
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const apiStopped = api.exitCode === null && api.signalCode === null ? once(api, 'exit') : undefined;
  api.kill('SIGTERM');
  await Promise.all([apiStopped, vite.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
