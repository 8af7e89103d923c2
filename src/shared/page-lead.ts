/**
 * A page's lead, which the server puts into the prerendered page skeleton of index.html when a
 * public page opens with one (DESIGN 7): the phone paints it with the shell, before any script runs,
 * where the page will show it. A lead image goes at the top (`top`, a shoutout's cover; `poster`, a
 * workshop's or an event's poster in its own box) or where a list's first card shows its picture
 * (`list`); a lead text is the page's title (`title`, an artist's name on their portfolio, under their
 * cover where they have one) or the first card of the artist grid (`artist`: photo, name, username).
 * A video note's page has its card (`note`: author, date, lesson and the video's thumbnail); a page
 * whose title is written in each language (a battle's name) has it under its back link (`heading`).
 * The skeleton holds every place empty (build/shell.tsx); the server puts the lead's markup, here, in
 * its place (server http/page-lead.ts), which app/shell.css draws as the page does.
 */
import { type Locale, SHORT_DATE } from './locales';

export type LeadSlot = 'top' | 'poster' | 'list' | 'title' | 'artist' | 'note' | 'heading';
/** The places that take an image alone. */
export type ImageSlot = Exclude<LeadSlot, 'title' | 'artist' | 'note' | 'heading'>;

/**
 * A title may come with the band above it (an artist's cover), which is then the page's largest
 * paint; an artist's card with their photo; a note's card with its author's name, username and date
 * (in each language's copy, as its cards write it), its lesson and its video's thumbnail.
 */
export type PageLead =
  | { slot: ImageSlot; image: string }
  | { slot: 'title'; text: string; image: string | null }
  | { slot: 'artist'; text: string; username: string; image: string | null }
  | { slot: 'note'; text: string; name: string; username: string; created: string; image: string | null }
  | { slot: 'heading'; texts: Record<Locale, string>; image: null };

/** In the skeleton, a lead's place; on <html>, the kind of lead in it (`leadKind`, build/head/painted.ts). */
export const PAGE_LEAD_ATTRIBUTE = 'data-page-lead';

/** index.html holds the shell once per language, each copy in an element marked with its language. */
export const SHELL_LANGUAGE_ATTRIBUTE = 'data-shell-lang';

/** The empty place in the skeleton's markup, as React renders it. */
export const leadPlace = (slot: LeadSlot) => `<div ${PAGE_LEAD_ATTRIBUTE}="${slot}"></div>`;

/** A lead with an image waits for it to paint; a text paints with the shell. */
export const leadKind = (lead: PageLead) => (lead.image ? 'image' : 'text');

/** User text in an element's text or a quoted attribute, never markup. */
const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What goes into the lead's place in `locale`'s copy of the skeleton. */
export function leadMarkup(lead: PageLead, locale: Locale): string {
  const image = lead.image ? `<img src="${escaped(lead.image)}" alt="" fetchpriority="high">` : '';
  switch (lead.slot) {
    case 'title':
      return `${image}<h1>${escaped(lead.text)}</h1>`;
    case 'heading':
      return `<h1>${escaped(lead.texts[locale])}</h1>`;
    case 'artist':
      return `<div><span>${image}</span><p>${escaped(lead.text)}</p><p>@${escaped(lead.username)}</p></div>`;
    case 'note': {
      const date = new Intl.DateTimeFormat(locale, SHORT_DATE).format(new Date(lead.created));
      const byline = `<p>@${escaped(lead.username)} · <time>${date}</time></p>`;
      const author = `<div><span></span><div><p>${escaped(lead.name)}</p>${byline}</div></div>`;
      const lesson = lead.text ? `<p>${escaped(lead.text)}</p>` : '';
      return `<div>${author}${lesson}<div>${image}</div></div>`;
    }
    default:
      return image;
  }
}
