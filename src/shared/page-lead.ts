/**
 * A page's lead, which the server puts into the prerendered page skeleton of index.html when a
 * public page opens with one (DESIGN 7): the phone paints it with the shell, before any script runs,
 * where the page will show it. A lead image goes at the top (`top`, a shoutout's cover; `poster`, a
 * workshop's or an event's poster in its own box) or where a list's first card shows its picture
 * (`list`); a lead text is the page's title (`title`, an artist's name on their portfolio, under their
 * cover where they have one) or the first card of the artist grid (`artist`: photo, name, username).
 * A video note's page has its card (`note`: author, date, lesson and the video's thumbnail).
 * The skeleton holds every place empty (build/shell.tsx, app/shell.css).
 */
export type LeadSlot = 'top' | 'poster' | 'list' | 'title' | 'artist' | 'note';

export const PAGE_LEAD_ATTRIBUTE = 'data-page-lead';

/** index.html holds the shell once per language, each copy in an element marked with its language. */
export const SHELL_LANGUAGE_ATTRIBUTE = 'data-shell-lang';

/** The empty place in the skeleton's markup, as React renders it. */
export const leadPlace = (slot: LeadSlot) => `<div ${PAGE_LEAD_ATTRIBUTE}="${slot}"></div>`;
