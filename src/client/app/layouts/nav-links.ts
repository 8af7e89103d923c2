/**
 * The shell's link lists (spec 2.4 and 2.5), kept apart from the components that render them; the
 * labels are messages, shown in the user's language where they render.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type NavItem = { label: MessageDescriptor; to: string };

/**
 * Every main section, for everyone (visitors too): the left navigation drawer and the account
 * drawer's group "Explore". Spec 2.4's four, and the sections its routes have but its drawers
 * (written before they were built, and for signed-in users only) do not: Shoutouts and Events.
 */
export const MAIN_NAV: NavItem[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`Artists`, to: '/artists' },
  { label: msg`Published Labs`, to: '/publishedlabs' },
  { label: msg`Shoutouts`, to: '/e1t1' },
  { label: msg`Workshops`, to: '/workshops' },
  { label: msg`Events`, to: '/events' },
];

/** Account drawer, group "Your": only for users with a portfolio. */
export const yourNav = (username: string): NavItem[] => {
  const base = `/${encodeURIComponent(username)}`;
  return [
    { label: msg`My Journey`, to: `${base}/journey/` },
    { label: msg`My Labs`, to: `${base}/labspace/` },
    { label: msg`Mentions`, to: `${base}/mentions/` },
    { label: msg`My Published Labs`, to: `${base}/publishedlabs/` },
    { label: msg`My Purchased Labs`, to: '/mypurchasedlabs' },
    { label: msg`My Payments`, to: '/payments' },
  ];
};

/** Account drawer, help links; the welcome note is for visitors only. */
export const helpNav = (signedIn: boolean): NavItem[] => [
  ...(signedIn ? [] : [{ label: msg`Welcome note`, to: '/help/welcome-note' }]),
  { label: msg`Help`, to: '/help' },
  { label: msg`Our story`, to: '/help/our-story' },
  { label: msg`Updates`, to: '/help/updates' },
  { label: msg`Help line`, to: '/customercare' },
  { label: msg`Terms`, to: '/terms' },
  { label: msg`Privacy`, to: '/privacy' },
];

/** Account drawer, group "Account": for signed-in users. */
export const ACCOUNT_NAV: NavItem[] = [
  { label: msg`Settings`, to: '/settings' },
  { label: msg`Sign out`, to: '/logout' },
];
