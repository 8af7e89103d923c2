/**
 * The portfolio tabs (spec 2.1): path segment, label, and the honest empty text until content arrives.
 * Label and empty text are messages, read in the active language each time they are read.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `empty` is the text of a tab whose content arrives later; Home and About show the bio instead. */
export type PortfolioTab = {
  path: string;
  readonly label: string;
  readonly empty?: string;
  ownerOnly?: boolean;
};

const tab = (
  path: string,
  label: MessageDescriptor,
  empty?: MessageDescriptor,
  ownerOnly?: boolean,
): PortfolioTab => ({
  path,
  get label() {
    return i18n._(label);
  },
  get empty() {
    return empty && i18n._(empty);
  },
  ...(ownerOnly ? { ownerOnly } : {}),
});

/** How many of an artist's latest video notes, and of their published labs, the Home tab shows. */
export const HOME_LATEST = 3;

export const PORTFOLIO_TABS: readonly PortfolioTab[] = [
  tab('', msg`Home`),
  tab('about', msg`About`),
  tab('videos', msg`Videos`, msg`No video notes here yet.`),
  tab('labspace', msg`Labs`, msg`Labs are private until published.`),
  tab('publishedlabs', msg`Published Labs`, msg`Published labs arrive in a later release.`),
  tab('purchasedlabs', msg`Purchased Labs`, msg`Purchased labs arrive in a later release.`, true),
  tab('journey', msg`Journey`, msg`No journey entries here yet.`),
  tab('each1teach1', msg`Shoutouts`),
  tab('mentions', msg`Mentions`, msg`No mentions here yet.`),
  tab('workshops', msg`Workshops`),
  tab('events', msg`Events`),
  tab('myhood', msg`My hood`),
];

/** The tab a portfolio path shows: `/bboy/videos/` -> videos, `/bboy` -> Home. */
export function tabOfPath(pathname: string): PortfolioTab | undefined {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return PORTFOLIO_TABS.find((tab) => tab.path === segment);
}
