/**
 * A real server process of the built app, to stop and start again (server-down tests, benches).
 * Port 0 takes a free port from the system at the first start and keeps it across restarts, so runs
 * that share a machine never meet on one port. A stop waits until the whole process is gone: a closing
 * server stops answering before it has closed its database, and the next one must find it free.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from './env';

/** A port nobody listens on now, from the system. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group led by `pid` still runs. */
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `env` is added to the server's environment last (a shared database, secrets, a PUBLIC_URL of its own). */
export function serverProcess(port: number, dataDir: string, env: Record<string, string> = {}) {
  let server: ChildProcess | undefined;
  let base = port ? `http://127.0.0.1:${port}` : '';
  const answers = () =>
    fetch(`${base}/api/auth/config/`).then(
      (r) => r.ok,
      () => false,
    );
  return {
    get base() {
      return base;
    },
    dataDir,
    async start(): Promise<void> {
      base ||= `http://127.0.0.1:${await freePort()}`;
      // A server left running on a fixed port (a bench stopped half-way) would answer for this one.
      if (await answers()) throw new Error(`a server already answers on ${base}: stop it first`);
      const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: new URL(base).port,
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: base,
          LOG_REQUESTS: 'false',
          WRITE_LIMITS: 'false',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      });
      server = child;
      let errors = '';
      child.stderr?.on('data', (chunk) => {
        errors = (errors + chunk).slice(-2000);
      });
      // It answers, or it ended (a port or database in use): never someone else's server by mistake.
      while (!(await answers())) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server on ${base} ended before answering:\n${errors}`);
        await pause(200);
      }
    },
    /** Stops the whole process group and waits until none of it runs. */
    async stop(): Promise<void> {
      const pid = server?.pid;
      if (!pid || !groupAlive(pid)) return;
      process.kill(-pid, 'SIGTERM');
      while (groupAlive(pid)) await pause(100);
    },
  };
}
