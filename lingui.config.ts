/**
 * Lingui (DESIGN 5c): messages are written in English in the code with the macros
 * (`@lingui/react/macro`), extracted with `npm run i18n:extract` into one catalog per zone and
 * language (src/client/locales/{locale}/{zone}.po), and compiled by the Vite plugin at build. One
 * catalog per zone keeps a change to one feature's texts in that feature's files. The server's and
 * src/shared's messages are English texts marked with a comment (`/*i18n*\/ 'Not found.'`): the text
 * is the id. They have a catalog each (src/shared/locales/{locale}/messages.po, and src/server's), compiled when the
 * server starts (src/server/i18n.ts); the client loads src/shared's too (src/client/i18n/i18n.ts).
 */
import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { PAGE_ZONES, type PageZone } from './src/client/i18n/page-zones';
import { LOCALES, SOURCE_LOCALE } from './src/shared/locales';

/**
 * A zone's folders, and those it leaves to other zones. A folder of ui/ named after a page zone (the
 * calendar's parts that workshops and events share) belongs to that zone's catalog, loaded with its pages.
 */
const shared = readdirSync('src/client/ui').filter((dir) => PAGE_ZONES.includes(dir as PageZone));
const zones: Array<[string, string[], string[]?]> = [
  ['app', ['src/client/app']],
  ['lib', ['src/client/lib']],
  ['ui', ['src/client/ui'], shared.map((dir) => `src/client/ui/${dir}`)],
  ...readdirSync('src/client/features').map((feature): [string, string[]] => [
    feature,
    [`src/client/features/${feature}`, ...(shared.includes(feature) ? [`src/client/ui/${feature}`] : [])],
  ]),
];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    ...zones.map(([zone, dirs, others = []]) => ({
      path: `<rootDir>/src/client/locales/{locale}/${zone}`,
      include: dirs.map((dir) => `<rootDir>/${dir}`),
      exclude: others.map((dir) => `<rootDir>/${dir}`),
    })),
    { path: '<rootDir>/src/shared/locales/{locale}/messages', include: ['<rootDir>/src/shared'] },
    { path: '<rootDir>/src/server/locales/{locale}/messages', include: ['<rootDir>/src/server'] },
  ],
  format: formatter({ lineNumbers: false }),
  // By id, the only order the extraction always writes the same: src/shared's and src/server's messages
  // have their text as id and no message, so by 'message' they kept whatever order the parallel
  // extraction found them in (the client's ids are hashes of their texts).
  orderBy: 'messageId',
});
