/** The shell's link lists (spec 2.4 and 2.5), kept apart from the components that render them. */
export type NavItem = { label: string; to: string };

/** Left navigation drawer, for signed-in users. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Artists', to: '/artists' },
  { label: 'Published Labs', to: '/publishedlabs' },
  { label: 'Workshops', to: '/workshops' },
];

/** Account drawer, group "Explore". */
export const EXPLORE_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Artists', to: '/artists' },
  { label: 'Published Labs', to: '/publishedlabs' },
];

/** Account drawer, group "Your": only for users with a portfolio. */
export const yourNav = (username: string): NavItem[] => {
  const base = `/${encodeURIComponent(username)}`;
  return [
    { label: 'My Journey', to: `${base}/journey/` },
    { label: 'My Labs', to: `${base}/labspace/` },
    { label: 'Mentions', to: `${base}/mentions/` },
    { label: 'My Published Labs', to: `${base}/publishedlabs/` },
    { label: 'My Purchased Labs', to: '/mypurchasedlabs' },
    { label: 'My Payments', to: '/payments' },
  ];
};

/** Account drawer, help links; the welcome note is for visitors only. */
export const helpNav = (signedIn: boolean): NavItem[] => [
  ...(signedIn ? [] : [{ label: 'Welcome note', to: '/help/welcome-note' }]),
  { label: 'Help', to: '/help' },
  { label: 'Our story', to: '/help/our-story' },
  { label: 'Updates', to: '/help/updates' },
  { label: 'Help line', to: '/customercare' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
];

/** Account drawer, group "Account": for signed-in users. */
export const ACCOUNT_NAV: NavItem[] = [
  { label: 'Settings', to: '/settings' },
  { label: 'Sign out', to: '/logout' },
];
