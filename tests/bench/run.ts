/** `npm run bench`: prints the performance figures of DESIGN section 7. */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { apiFigures } from './api';
import { firstRouteRequests, firstRouteSizes } from './first-route';
import { lighthouseFigures, seededSite } from './lighthouse';
import { offlineFigures } from './offline';
import { offlineStartFigure } from './offline-start';

const root = join(import.meta.dirname, '..', '..');
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
for (const line of await offlineFigures()) console.log(line);
console.log(await offlineStartFigure());
await apiFigures(console.log);
// The outbox's backoff timers would keep the process waiting.
process.exit(0);
