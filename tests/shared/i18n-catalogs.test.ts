/**
 * The catalogs (DESIGN 5c: the client's zones, src/shared's and the server's) hold every message the
 * code uses, each translated: a message missing from a catalog, left empty, or left in English in a
 * non-English catalog fails here (words that a language keeps as they are, like the community's own
 * terms, are listed).
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/shared/locales';

/** Messages a language writes exactly as English does. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: [
    ', ',
    '{label}, {count}',
    '{n, plural, one {# video} other {# videos}}',
    'Chat',
    'Crew',
    'DJ',
    'Each one teach one',
    'Final',
    'Head-flash',
    'Instagram',
    'Lab',
    'Labs',
    'MC',
    'No',
    'OK',
    'Semifinal',
    'Service worker',
    'Shoutout',
    'Shoutouts',
    'shoutout',
    'Spam',
    'Top {top}',
    'Total',
    'Videos',
    'Workshops',
    'YouTube',
  ],
  fr: [
    ', ',
    '{label}, {count}',
    'Battles',
    'Bio',
    'Chat',
    'Crew',
    'Date',
    'Description',
    'DJ',
    'Each one teach one',
    'Extension',
    'Format',
    'Head-flash',
    'Instagram',
    'Lab',
    'Labs',
    'MC',
    'Mentions',
    'Messages',
    'Net',
    'Notifications',
    'OK',
    'Photo {0}',
    'Photos',
    'Portfolios',
    'Programme',
    'Service worker',
    'Shoutout',
    'Shoutouts',
    'shoutout',
    'Spam',
    'Style',
    'Top {top}',
    'Total',
    'Workshops',
    'YouTube',
  ],
  ja: ['DJ', 'Each one teach one', 'Instagram', 'MC', 'OK', 'YouTube'],
  ko: [', ', '{label}, {count}', 'DJ', 'Each one teach one', 'Instagram', 'MC', 'YouTube'],
};

/**
 * Scripts a language's translations never hold: a translation with another language's letters was
 * pasted from the wrong place (once, a dictionary of all four translations stood in each catalog).
 */
const FOREIGN_SCRIPTS: Record<string, RegExp> = {
  es: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]/u,
  fr: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]/u,
  ja: /[\p{Script=Hangul}]/u,
  ko: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
};

const catalogs = await getCatalogs(getConfig({ cwd: process.cwd() }));
const zones = await Promise.all(
  catalogs.map(async (catalog) => ({
    name: catalog.path.replace(`${process.cwd()}/`, ''),
    used: (await catalog.collect()) ?? {},
    kept: await catalog.readAll(),
  })),
);

describe.each(zones)('the $name catalogs', ({ used, kept }) => {
  it.each(LOCALES)('hold every message the code uses, in %s', (locale) => {
    const missing = Object.entries(used)
      .filter(([id]) => !kept[locale]?.[id])
      .map(([id, m]) => m.message ?? id);
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))('translate every message into %s', (locale) => {
    const same = new Set(SAME_AS_ENGLISH[locale]);
    const untranslated = Object.entries(used)
      .map(([id, m]) => ({ message: m.message ?? id, translation: kept[locale]?.[id]?.translation }))
      .filter(({ message, translation }) => !translation || (translation === message && !same.has(message)))
      .map(({ message }) => message);
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))('write %s in its own script only', (locale) => {
    const foreign = FOREIGN_SCRIPTS[locale] as RegExp;
    const mixed = Object.keys(used)
      .map((id) => kept[locale]?.[id]?.translation ?? '')
      .filter((translation) => foreign.test(translation));
    expect(mixed).toEqual([]);
  });
});
