/**
 * The server's languages (DESIGN 5c). Its messages and src/shared's are English texts marked
 * `/*i18n*\/`; `npm run i18n:extract` keeps them in src/shared/locales and src/server/locales, and
 * those .po files are compiled here when the server starts, so what it says cannot lag behind them.
 * An answer speaks the request's Accept-Language (English when absent or unknown); a mail, its
 * recipient's stored language.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogType } from '@lingui/conf';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Context } from 'hono';
import { acceptedTags, LOCALES, type Locale, matchLocale, SOURCE_LOCALE } from '../shared/locales';
import { keepValuesAsTyped, translateText } from '../shared/translate';

const CATALOG_DIRS = ['../shared/locales/', './locales/'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);
const po = formatter({ explicitIdAsDefault: true });

/** A language's compiled messages; an untranslated one is left out, so it stays English. */
function messagesOf(locale: Locale): Messages {
  const messages: Messages = {};
  for (const dir of CATALOG_DIRS) {
    const filename = `${dir}${locale}/messages.po`;
    const context = { locale, sourceLocale: SOURCE_LOCALE, filename };
    const catalog = po.parse(readFileSync(filename, 'utf8'), context) as CatalogType;
    for (const [id, { translation }] of Object.entries(catalog))
      if (translation) messages[id] = compileMessage(translation);
  }
  return messages;
}

const i18ns = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    keepValuesAsTyped(setupI18n({ locale, messages: { [locale]: messagesOf(locale) } })),
  ]),
) as Record<Locale, I18n>;

/** `text` (an English message, maybe filled in) in `locale`; `values` fill its placeholders. */
export const translate = (locale: Locale, text: string, values?: Record<string, string>) =>
  translateText(i18ns[locale], text, values);

/** The language a request asks for. */
export const requestLocale = (c: Context) => matchLocale(acceptedTags(c.req.header('accept-language')));

/** `text` in the request's language. */
export const localized = (c: Context, text: string, values?: Record<string, string>) =>
  translate(requestLocale(c), text, values);
