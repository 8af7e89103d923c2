/**
 * Lingui in the build (DESIGN 5c): its catalogs (.po) compile on import, its macros become catalog
 * lookups (Babel, only in the files that import them) before React's transform, and each language's
 * catalogs are one module. Used by the app's build and by the shell's prerender, which loads the
 * app's components on its own.
 */
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin, PluginOption } from 'vite';
import { PAGE_ZONES } from '../i18n/page-zones';

const macros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/**
 * `virtual:catalogs/{locale}`: a language's catalogs, every zone's but the page zones' (i18n/page-zones.ts)
 * and src/shared's, as one `messages`. The app imports a language at a time; one module per language
 * keeps that a handful of lines.
 */
const CATALOGS = 'virtual:catalogs/';
const catalogsOfLocale: Plugin = {
  name: 'cypher:catalogs',
  resolveId: (id) => (id.startsWith(CATALOGS) ? `\0${id}` : null),
  load(id) {
    if (!id.startsWith(`\0${CATALOGS}`)) return null;
    const locale = id.slice(CATALOGS.length + 1).replace(/[^\w-]/g, '');
    const later = PAGE_ZONES.map((zone) => `'!/src/client/locales/${locale}/${zone}.po'`).join(', ');
    return `const zones = import.meta.glob(['/src/client/locales/${locale}/*.po', ${later}, '/src/shared/locales/${locale}/*.po'], { eager: true, import: 'messages' });
export const messages = Object.assign({}, ...Object.values(zones));`;
  },
};

export const linguiPlugins = (): PluginOption[] => [catalogsOfLocale, lingui(), babel({ presets: [macros] })];
