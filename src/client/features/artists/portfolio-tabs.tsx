/**
 * The portfolio tab bar: Mantine Tabs whose tabs are real links (arrow keys move between them and
 * follow the link; Enter and middle-click work as on any link). Purchased Labs shows to the owner only.
 * Where the tabs are wider than the page the bar scrolls sideways: the cut edge fades and an arrow
 * button at that end scrolls on; the keyboard brings each focused tab into view by itself. A tab
 * brought into view (the current one, a focused one) stops clear of the fade (scroll padding).
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PORTFOLIO_TABS, tabOfPath } from '../../lib/portfolio-tab-list';
import { ScrollButton } from './scroll-button';
import { useScrollEdges } from './use-scroll-edges';

const HOME = 'home';
/** How wide the fade over a cut edge is. */
const FADE = '48px';

type Props = { username: string; isOwner: boolean };

export function PortfolioTabs({ username, isOwner }: Props) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // None is current on a page under the portfolio that is not a tab (its followers).
  const shown = tabOfPath(pathname);
  const current = shown ? shown.path || HOME : null;
  const tabs = PORTFOLIO_TABS.filter((tab) => isOwner || !tab.ownerOnly);
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);
  /* Keep the current tab in view when the bar scrolls. */
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${current}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const fade = `linear-gradient(to right, ${edges.start ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${edges.end ? 'transparent' : '#000'})`;
  return (
    <Tabs value={current}>
      <Box pos="relative">
        {edges.start && (
          <ScrollButton side="start" label={t`Earlier tabs`} onClick={() => edges.scroll(-1)} />
        )}
        <Tabs.List
          ref={list}
          aria-label={t`Portfolio sections`}
          onScroll={edges.update}
          style={{
            flexWrap: 'nowrap',
            overflowX: 'auto',
            scrollbarWidth: 'none',
            scrollPaddingInline: FADE,
            maskImage: fade,
          }}
        >
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
        {edges.end && <ScrollButton side="end" label={t`More tabs`} onClick={() => edges.scroll(1)} />}
      </Box>
    </Tabs>
  );
}
