/** A real server process of the built app, to stop and start again (server-down tests, benches). */
import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './env';

export function serverProcess(port: number, dataDir: string) {
  let server: ChildProcess | undefined;
  const base = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${base}/api/auth/config/`).then(
      (r) => r.ok,
      () => false,
    );
  return {
    base,
    dataDir,
    async start(): Promise<void> {
      server = spawn('npx', ['tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: base,
          LOG_REQUESTS: 'false',
        },
        stdio: 'ignore',
        detached: true,
      });
      for (let waited = 0; !(await answers()); waited += 200) {
        if (waited > 30_000) throw new Error(`the server on ${base} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** Stops the whole process group and waits until nothing answers (a closing server may still serve). */
    async stop(): Promise<void> {
      if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((done) => server?.once('exit', done));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
      while (await answers()) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}
