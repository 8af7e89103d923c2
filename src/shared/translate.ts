/**
 * A shared or server message in another language (DESIGN 5c). These messages are English texts
 * marked `/*i18n*\/`, and their catalogs' ids are those texts, so a text found in an answer or a
 * schema issue is looked up as it is. A message with placeholders (`... in this lab: {ids}.`) is
 * also recognised filled in, and its values carried over. Unknown texts come back unchanged.
 */
import type { I18n, Messages } from '@lingui/core';

type Template = { id: string; pattern: RegExp; names: string[] };

const PLACEHOLDER = /\{(\w+)\}/g;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templatesOf = new WeakMap<Messages, Template[]>();

/** The catalog's ids with placeholders, each as a pattern that matches it filled in. */
function templates(messages: Messages): Template[] {
  let found = templatesOf.get(messages);
  if (!found) {
    found = Object.keys(messages)
      .filter((id) => /\{\w+\}/.test(id))
      .map((id) => ({
        id,
        pattern: new RegExp(
          `^${id
            .split(PLACEHOLDER)
            .map((part, i) => (i % 2 ? '(.+?)' : literally(part)))
            .join('')}$`,
          's',
        ),
        names: [...id.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
      }));
    templatesOf.set(messages, found);
  }
  return found;
}

/** `text` in `i18n`'s active language; `values` fill its placeholders. */
export function translateText(i18n: I18n, text: string, values?: Record<string, string>): string {
  const messages = i18n.messages;
  if (messages[text]) return i18n._(text, values);
  for (const { id, pattern, names } of templates(messages)) {
    const match = pattern.exec(text);
    if (match) return i18n._(id, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return text;
}
