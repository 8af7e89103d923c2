/**
 * Vite plugin (build only): Mantine's `useId` (@mantine/hooks) is React's own. Mantine's renders with
 * React's id, then swaps in a random one from a layout effect, so every component that asks for an id
 * (the app shell's header and navbar, inputs, menus) sets state as it mounts. That update is
 * synchronous: the app's first commit re-renders them at once and, before that, runs every passive
 * effect of the page in the same task (17-20 ms of a 30 ms task on the home page here, at 1x).
 * React's id is stable and unique in the page's one root, which is all Mantine needs of it (it links
 * labels, descriptions and popovers by aria attributes).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_USE_ID = './use-id/use-id.mjs';
const MANTINE_HOOKS = /[\\/]@mantine[\\/]hooks[\\/]/;
const REACT_USE_ID = join(import.meta.dirname, 'use-id.ts');

export function reactUseId(): Plugin {
  return {
    name: 'cypher:react-use-id',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === MANTINE_USE_ID && MANTINE_HOOKS.test(importer ?? '') ? REACT_USE_ID : null,
  };
}
