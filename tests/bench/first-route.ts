/**
 * Bytes a visitor downloads for the first route (/): the entry chunk, its static imports and the home
 * route chunk with its imports, JS and CSS gzipped. Budget: JS <= 170 KB, CSS <= 30 KB (DESIGN 7).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

export function firstRouteSizes(dist: string) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('Run `npm run build` first: dist/.vite/manifest.json is missing.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/client/app/routes/home.tsx');
  const gz = (ext: string) =>
    [...files]
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { js: gz('.js'), css: gz('.css'), files: files.size };
}
