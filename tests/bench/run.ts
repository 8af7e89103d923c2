/** `npm run bench`: prints the performance figures of DESIGN section 7. */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { linguiPlugins } from '../../src/client/build/lingui-plugins';
import { apiFigures } from './api';
import { crowdFigures } from './crowd';
import { firstRouteRequests, firstRouteSizes } from './first-route';
import { lighthouseFigures, seededSite } from './lighthouse';
import { offlineStartFigure } from './offline-start';

const root = join(import.meta.dirname, '..', '..');
// `BENCH_ONLY=api npm run bench` prints the API figures alone: no build, no browser.
if (process.env.BENCH_ONLY === 'api') {
  await apiFigures(console.log);
  process.exit(0);
}
// `BENCH_ONLY=crowd npm run bench` prints the 300-user figures alone (crowd.ts).
if (process.env.BENCH_ONLY === 'crowd') {
  await crowdFigures(console.log);
  process.exit(0);
}
execSync('npx vite build', { cwd: root, stdio: 'ignore' });
const sizes = firstRouteSizes(join(root, 'dist'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `first route (/): JS ${kb(sizes.js)} gzipped, CSS ${kb(sizes.css)} gzipped (budget 30 KB), ${sizes.files} files`,
);
console.log(
  `  with the language's catalogs (budget 170 KB): ${sizes.catalogs
    .map((c) => `${c.locale} ${kb(sizes.js + c.js)}`)
    .join(', ')}`,
);
const site = await seededSite();
try {
  for (const line of await firstRouteRequests(site.base, site.routes.slice(1))) console.log(line);
  for (const line of await lighthouseFigures(site)) console.log(line);
} finally {
  await site.stop();
}
// The offline figures run the client's own modules, whose texts are Lingui macros: they load through
// Vite with the build's Lingui plugins, as the prerendered shell does.
const { offlineFigures } = (
  await runnerImport<typeof import('./offline')>('/tests/bench/offline.ts', {
    configFile: false,
    logLevel: 'warn',
    plugins: linguiPlugins(),
  })
).module;
for (const line of await offlineFigures()) console.log(line);
console.log(await offlineStartFigure());
await apiFigures(console.log);
await crowdFigures(console.log);
// The outbox's backoff timers would keep the process waiting.
process.exit(0);
