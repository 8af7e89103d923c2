/**
 * When `npm start` builds: an output is stale when its stamp is missing or any of its inputs (files,
 * and folders, whose time changes when a file is added, removed or renamed) changed since. Plain
 * JavaScript, as it runs before anything is compiled.
 */
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The newest modification time (ms) of `path` and everything under it; 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Why the output stamped by `stampFile` must be built again from `inputs` (paths under `root`), or
 * undefined when it is current.
 */
export function staleReason(stampFile, root, inputs) {
  if (!existsSync(stampFile)) return 'not built yet';
  const builtAt = statSync(stampFile).mtimeMs;
  const changed = inputs.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed === undefined ? undefined : `${changed} changed since the last build`;
}

/**
 * Stamps an output as built from its inputs as they were at `startedAt` (the build's start, so that
 * a file saved during the build makes the next start build again).
 */
export function writeStamp(stampFile, startedAt) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, '');
  utimesSync(stampFile, startedAt, startedAt);
}
