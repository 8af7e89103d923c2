/**
 * Lingui (DESIGN 5c): messages are written in English in the code with the macros
 * (`@lingui/react/macro`), extracted with `npm run i18n:extract` into one catalog per zone and
 * language (src/client/locales/{locale}/{zone}.po), and compiled by the Vite plugin at build. One
 * catalog per zone keeps a change to one feature's texts in that feature's files.
 */
import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/shared/locales';

const zones = [
  ['app', 'src/client/app'],
  ['lib', 'src/client/lib'],
  ...readdirSync('src/client/features').map((feature) => [feature, `src/client/features/${feature}`]),
];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: zones.map(([zone, dir]) => ({
    path: `<rootDir>/src/client/locales/{locale}/${zone}`,
    include: [`<rootDir>/${dir}`],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
