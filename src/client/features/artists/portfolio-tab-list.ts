/** The portfolio tabs (spec 2.1): path segment, label, and the honest empty text until content arrives. */
/** `empty` is the text of a tab whose content arrives later; Home and About show the bio instead. */
export type PortfolioTab = { path: string; label: string; empty?: string; ownerOnly?: boolean };

export const PORTFOLIO_TABS: readonly PortfolioTab[] = [
  { path: '', label: 'Home' },
  { path: 'about', label: 'About' },
  { path: 'videos', label: 'Videos', empty: 'No video notes here yet.' },
  { path: 'labspace', label: 'Labs', empty: 'Labs are private until published.' },
  { path: 'publishedlabs', label: 'Published Labs', empty: 'Published labs arrive in a later release.' },
  {
    path: 'purchasedlabs',
    label: 'Purchased Labs',
    empty: 'Purchased labs arrive in a later release.',
    ownerOnly: true,
  },
  { path: 'journey', label: 'Journey', empty: 'No journey entries here yet.' },
  { path: 'each1teach1', label: 'Shoutouts', empty: 'No shoutouts here yet.' },
  { path: 'mentions', label: 'Mentions', empty: 'No mentions here yet.' },
  { path: 'workshops', label: 'Workshops', empty: 'Workshops arrive in a later release.' },
  { path: 'events', label: 'Events', empty: 'Events arrive in a later release.' },
  { path: 'myhood', label: 'My hood', empty: 'My hood arrives in a later release.' },
];

/** The tab a portfolio path shows: `/bboy/videos/` -> videos, `/bboy` -> Home. */
export function tabOfPath(pathname: string): PortfolioTab | undefined {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return PORTFOLIO_TABS.find((tab) => tab.path === segment);
}
