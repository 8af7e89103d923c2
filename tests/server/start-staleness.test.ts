/** `npm start` builds the app or the server only when missing or older than their sources (src/server/build). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason, writeStamp } from '../../src/server/build/staleness.mjs';

const EARLY = new Date('2026-01-01T10:00:00Z');
const BUILD = new Date('2026-01-01T11:00:00Z');
const LATER = new Date('2026-01-01T12:00:00Z');
const INPUTS = ['package.json', 'src', 'public'];

let root: string;
let stamp: string;

/** Writes a file of the checkout, with every folder on its way, all dated `at`. */
function source(path: string, at: Date) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'x');
  for (let p = file; p !== root; p = join(p, '..')) utimesSync(p, at, at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cypher-start-'));
  stamp = join(root, 'out', 'built');
  source('package.json', EARLY);
  source('src/server/main.ts', EARLY);
  source('src/server/db/migrations/0000_init.sql', EARLY);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build before a start', () => {
  it('builds when the output was never built', () => {
    expect(staleReason(stamp, root, INPUTS)).toBe('not built yet');
  });

  it('builds nothing when no input changed since the build started (a missing input is no change)', () => {
    writeStamp(stamp, BUILD);
    expect(staleReason(stamp, root, INPUTS)).toBeUndefined();
  });

  it('builds again when a file deep in an input folder is newer than the build', () => {
    writeStamp(stamp, BUILD);
    utimesSync(join(root, 'src/server/db/migrations/0000_init.sql'), LATER, LATER);
    expect(staleReason(stamp, root, INPUTS)).toBe('src changed since the last build');
  });

  it('builds again when an input file is newer than the build', () => {
    writeStamp(stamp, BUILD);
    utimesSync(join(root, 'package.json'), LATER, LATER);
    expect(staleReason(stamp, root, INPUTS)).toBe('package.json changed since the last build');
  });

  it('builds again when a file was added or removed since (its folder changed)', () => {
    writeStamp(stamp, BUILD);
    rmSync(join(root, 'src/server/db/migrations/0000_init.sql'));
    expect(staleReason(stamp, root, INPUTS)).toBe('src changed since the last build');
  });

  it('builds again when a file was saved while the build ran: the stamp keeps the time it started', () => {
    writeStamp(stamp, BUILD);
    const during = new Date(BUILD.getTime() + 1_000);
    utimesSync(join(root, 'src/server/main.ts'), during, during);
    expect(staleReason(stamp, root, INPUTS)).toBe('src changed since the last build');
  });

  it('looks only at the inputs it is given', () => {
    writeStamp(stamp, BUILD);
    source('tests/server/x.test.ts', LATER);
    expect(staleReason(stamp, root, INPUTS)).toBeUndefined();
  });
});
