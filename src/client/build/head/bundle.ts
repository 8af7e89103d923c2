/**
 * The head script as the build inlines it (build/shell.tsx): head/index.ts bundled with `config` into
 * one small classic script, minified, that runs in <head> before any module (hence an IIFE, and a
 * target every browser the app supports runs). The server allows it by its hash (server
 * http/security.ts), so it stays inline.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import type { HeadConfig } from './config';

const ENTRY = '\0cypher-head';
const HEAD = join(dirname(fileURLToPath(import.meta.url)), 'index.ts');
/** Text that would end the inline <script> early, or start a comment in it, in the HTML parser. */
const UNSAFE = /<\/script|<!--/i;

export async function bundleHead(config: HeadConfig): Promise<string> {
  // `<` in the config's strings as an escape: no file name or path can close the <script>.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const output = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'cypher:head-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? `import { runHead } from ${JSON.stringify(HEAD)};\nrunHead(${json});` : null,
      },
    ],
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput;
  const script = output.output[0].code.trim();
  if (UNSAFE.test(script)) throw new Error('The head script would end its <script> element early');
  return script;
}
