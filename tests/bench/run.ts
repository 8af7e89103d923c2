/** `npm run bench`: prints the performance figures of DESIGN section 7 that exist so far. */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { apiFigures } from './api';
import { firstRouteSizes } from './first-route';

const root = join(import.meta.dirname, '..', '..');
execSync('npx vite build', { cwd: root, stdio: 'ignore' });
const sizes = firstRouteSizes(join(root, 'dist'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `first route (/): JS ${kb(sizes.js)} gzipped (budget 170 KB), CSS ${kb(sizes.css)} gzipped (budget 30 KB), ${sizes.files} files`,
);
await apiFigures(console.log);
