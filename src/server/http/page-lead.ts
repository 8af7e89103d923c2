/**
 * Public pages whose largest paint comes from the database (a shoutout's cover, an artist's name)
 * would paint it only once the app has started and read the page, seconds later on a phone. The
 * server puts that lead image or text into index.html's page skeleton instead (its place and markup
 * in shared/page-lead.ts), so it paints with the shell; the app's own render then shows the same thing
 * at the same size. Only what a guest may see is ever put there; a page without one, or any failure to
 * find it, answers the plain shell.
 */
import { isLocale } from '../../shared/locales';
import {
  type ImageSlot,
  leadKind,
  leadMarkup,
  leadPlace,
  PAGE_LEAD_ATTRIBUTE,
  type PageLead,
  SHELL_LANGUAGE_ATTRIBUTE,
} from '../../shared/page-lead';
import type { Deps } from '../deps';
import { HttpError } from './errors';

/** An address pattern (its parameters as named groups) and how to find its lead for a guest. */
export type LeadSource = {
  path: RegExp;
  lead: (deps: Deps, params: Record<string, string>) => Promise<PageLead | null>;
};

/**
 * The leads of a list at `/{list}` (its first row's image, where the list shows its first card) and
 * of each of its pages at `/{list}/{ref}` (its image in `slot`), as a guest sees them.
 */
export const listAndPageLeads = (
  list: string,
  slot: ImageSlot,
  first: (deps: Deps) => Promise<string | undefined>,
  page: (deps: Deps, ref: string) => Promise<string>,
): LeadSource[] => [
  {
    path: new RegExp(`^/${list}/?$`, 'i'),
    lead: async (deps) => {
      const image = await first(deps);
      return image ? { slot: 'list', image } : null;
    },
  },
  {
    path: new RegExp(`^/${list}/(?<ref>[^/]+)/?$`, 'i'),
    lead: async (deps, { ref = '' }) => ({ slot, image: await page(deps, ref) }),
  },
];

/**
 * `text` with its first `part` swapped for `by`, taken literally. Never `String.prototype.replace`
 * with user text as the replacement: `$&`, `` $` `` and `$'` in it would splice the page into itself.
 */
const spliced = (text: string, part: string, by: string) => {
  const at = text.indexOf(part);
  return at < 0 ? text : text.slice(0, at) + by + text.slice(at + part.length);
};

/**
 * index.html with the lead in its place, in the skeleton of every language, and <html> marked with
 * its kind, so that the head script lets it paint before the app's chunks are fetched (build/head/).
 */
export function withLead(index: string, lead: PageLead): string {
  const place = leadPlace(lead.slot);
  const copies = spliced(index, '<html ', `<html ${PAGE_LEAD_ATTRIBUTE}="${leadKind(lead)}" `).split(
    COPY_START,
  );
  return copies
    .map((copy) => {
      const locale = COPY_LOCALE.exec(copy)?.[1];
      return isLocale(locale)
        ? spliced(copy, place, spliced(place, '></', `>${leadMarkup(lead, locale)}</`))
        : copy;
    })
    .join('');
}

const COPY_START = new RegExp(`(?=<div ${SHELL_LANGUAGE_ATTRIBUTE}=")`);
const COPY_LOCALE = new RegExp(`^<div ${SHELL_LANGUAGE_ATTRIBUTE}="(\\w+)"`);

/** The page's lead for a guest at `path`, or null. */
export async function findLead(deps: Deps, sources: LeadSource[], path: string): Promise<PageLead | null> {
  for (const source of sources) {
    const match = source.path.exec(path);
    if (!match) continue;
    try {
      return await source.lead(deps, { ...match.groups });
    } catch (error) {
      // Missing, or not a guest's to see: the plain shell, and the app says so.
      if (!(error instanceof HttpError)) deps.log.warn(`No lead for ${path}:`, error);
      return null;
    }
  }
  return null;
}
