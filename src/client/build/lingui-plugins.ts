/**
 * Lingui in the build (DESIGN 5c): its catalogs (.po) compile on import, and its macros become
 * catalog lookups (Babel, only in the files that import them) before React's transform. Used by the
 * app's build and by the shell's prerender, which loads the app's components on its own.
 */
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const macros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export const linguiPlugins = (): PluginOption[] => [lingui(), babel({ presets: [macros] })];
