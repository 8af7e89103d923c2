/**
 * Vite plugin (build only): writes a Brotli copy (`.br`) beside each text file of the build, once,
 * at the highest quality. The server sends it to browsers that accept br (src/server/http/static.ts):
 * about a sixth fewer bytes than gzip on a slow phone link, and no compressing per request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|txt)$/;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cypher:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker comes last).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!TEXT.test(file)) continue;
          const path = join(outDir, file);
          const compressed = brotliCompressSync(readFileSync(path), {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          writeFileSync(`${path}.br`, compressed);
        }
      },
    },
  };
}
