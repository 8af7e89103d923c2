/**
 * A shared or server message in another language (DESIGN 5c). These messages are English texts
 * marked `/*i18n*\/`, and their catalogs' ids are those texts, so a text found in an answer or a
 * schema issue is looked up as it is. A message with placeholders (`... in this lab: {ids}.`) is
 * also recognised filled in, and its values carried over. Unknown texts come back unchanged.
 */
import type { I18n, MessageDescriptor, MessageOptions, Messages } from '@lingui/core';

type Values = Record<string, unknown>;

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

/** Styles a message may name: `{until, date, utcDay}` is a calendar day kept in UTC. */
const FORMATS = {
  utcDay: { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
} as const;

const MARKER = /\uE000(\d+)\uE001/g;

/** `values` with each string that holds a backslash replaced by a marker, and what puts them back. */
function marked(values: Values | undefined): [Values | undefined, (text: string) => string] {
  const held: string[] = [];
  if (!values) return [values, (text) => text];
  const swapped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'string' || !value.includes('\\')) return [name, value];
      held.push(value);
      return [name, `\uE000${held.length - 1}\uE001`];
    }),
  );
  const restore = (text: string) =>
    held.length > 0 ? text.replace(MARKER, (_, i: string) => held[Number(i)] ?? '') : text;
  return [swapped, restore];
}

/**
 * Makes `i18n` keep every value as it is. Lingui decodes `\uXXXX` and `\xXX` in a filled-in message,
 * values included, so a lab named `Locks \x00` would be shown changed, or become a NUL that PostgreSQL
 * refuses: such a value goes in as a marker and is put back afterwards.
 */
export function keepValuesAsTyped(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (
    id: string | MessageDescriptor,
    values?: Values,
    options?: MessageOptions,
  ) => string;
  // `t` (what useLingui hands out) is `_` bound when the instance was made: both are replaced.
  i18n._ = i18n.t = ((id: string | MessageDescriptor, values?: Values, options?: MessageOptions) => {
    if (typeof id === 'string') {
      const [swapped, restore] = marked(values);
      return restore(translate(id, swapped, options));
    }
    const [swapped, restore] = marked(id.values);
    return restore(translate({ ...id, values: swapped }));
  }) as I18n['_'];
  return i18n;
}

/** `text` in `i18n`'s active language (made by keepValuesAsTyped); `values` fill its placeholders. */
export function translateText(i18n: I18n, text: string, values?: Record<string, string>): string {
  const messages = i18n.messages;
  if (messages[text]) return i18n._(text, values, { formats: FORMATS });
  for (const { id, pattern, names } of templates(messages)) {
    const match = pattern.exec(text);
    if (!match) continue;
    const found = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return i18n._(id, found, { formats: FORMATS });
  }
  return text;
}
