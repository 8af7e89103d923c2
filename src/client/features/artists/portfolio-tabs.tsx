/**
 * The portfolio tab bar: Mantine Tabs whose tabs are real links (arrow keys move between them and
 * follow the link; Enter and middle-click work as on any link). Purchased Labs shows to the owner only.
 */
import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PORTFOLIO_TABS, tabOfPath } from './portfolio-tab-list';

const HOME = 'home';

type Props = { username: string; isOwner: boolean };

export function PortfolioTabs({ username, isOwner }: Props) {
  const { pathname } = useLocation();
  const current = tabOfPath(pathname)?.path || HOME;
  const tabs = PORTFOLIO_TABS.filter((tab) => isOwner || !tab.ownerOnly);
  const list = useRef<HTMLDivElement>(null);
  /* On a narrow screen the bar scrolls sideways: keep the current tab in view. */
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${current}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <Tabs value={current}>
      <Tabs.List ref={list} aria-label="Portfolio sections" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.path}
            value={tab.path || HOME}
            data-tab={tab.path || HOME}
            style={{ whiteSpace: 'nowrap' }}
            renderRoot={({ type: _type, ...props }) => (
              <Link {...props} to={`/${username}${tab.path ? `/${tab.path}` : ''}`} />
            )}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
