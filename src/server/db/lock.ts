/** A lock file so a second server never opens the same PGlite directory (PGlite does not lock it). */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DatabaseInUseError extends Error {}

/** Takes the lock at `path` or throws naming the process that holds it; returns the release function. */
export function acquireLock(path: string): () => void {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (holder !== process.pid && alive(holder)) {
      throw new DatabaseInUseError(
        `The database in ${path.replace(/pglite\.lock$/, 'pglite')} is in use by another Cypher server (pid ${holder}). ` +
          'Stop that server, or set DATA_DIR to another directory.',
      );
    }
    rmSync(path, { force: true });
    return acquireLock(path);
  }
  return () => rmSync(path, { force: true });
}
