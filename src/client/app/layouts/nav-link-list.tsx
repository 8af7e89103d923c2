/** Renders a list of shell links as Mantine NavLinks, marking the one for the current page. */
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem } from './nav-links';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `to` is the current page or a page under it ('/' matches only itself). */
export function isCurrent(pathname: string, to: string): boolean {
  const here = trimSlash(pathname);
  const target = trimSlash(to);
  return target === '/' ? here === '/' : here === target || here.startsWith(`${target}/`);
}

type Props = { items: NavItem[]; onNavigate?: () => void };

export function NavLinkList({ items, onNavigate }: Props) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return items.map((item) => {
    const current = isCurrent(pathname, item.to);
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  });
}
