/**
 * Vite plugin (build only): writes a Brotli copy (`.br`) beside each hashed text asset of the build,
 * once, at the highest quality. The server sends it to browsers that accept br (src/server/http/static.ts):
 * about a sixth fewer bytes than gzip on a slow phone link, and no compressing per request. Files
 * without a hash (index.html, sw.js) are left to on-the-fly gzip: a copy could outlive a change.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|svg)$/;

export function precompress(): Plugin {
  let assetsDir = 'dist/assets';
  return {
    name: 'cypher:precompress',
    apply: 'build',
    configResolved: (config) => {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      for (const file of readdirSync(assetsDir)) {
        if (!TEXT.test(file)) continue;
        const path = join(assetsDir, file);
        const compressed = brotliCompressSync(readFileSync(path), {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        writeFileSync(`${path}.br`, compressed);
      }
    },
  };
}
