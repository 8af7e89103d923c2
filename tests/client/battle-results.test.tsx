/**
 * Battle results on the portfolio against the real server (issue 29, "Results last"): once a bracket
 * of 4 is decided, the winner's header carries the title and each entrant's About tab lists their
 * result, each a link to the battle; opened again offline, both show from the mirror.
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PortfolioLayoutRoute from '../../src/client/app/routes/portfolio-layout';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { battlesApi } from '../../src/shared/api-paths';
import type { Bracket } from '../../src/shared/schemas/battles';
import { api, type BattlesWorld, checkedIn, makePeople, matchesOf } from '../helpers/battles-world';
import { createEvent } from '../helpers/events';
import { realApiSuite, type TestContext } from '../helpers/real-api';
import { Providers } from '../helpers/render';

let w: BattlesWorld;
let at: { event: string; battle: number; starts: string };

/** A bracket of 4 (Kai, Lin, Mo, Noor seeded in that order) run to its final, the left side winning each match. */
async function decidedBattle(t: TestContext) {
  const event = await createEvent(t, w.organiser.token, {
    title: 'Paris jam',
    event_guests: w.judges.map((judge) => ({ username: judge.username, role: 'judge' })),
    event_battles: [{ category: 'Bboy 1v1', style: 'breaking', format: '1v1' }],
  });
  const battle = event.event_battles[0]?.id as number;
  const entrants = await checkedIn(t, w, battle, w.dancers.slice(0, 4));
  const order = entrants.map((entrant) => entrant.id);
  await api(t, w.organiser, 'POST', battlesApi.bracket(battle), { size: 4, seeding: 'manual', order });
  for (;;) {
    const bracket = await api<Bracket>(t, w.organiser, 'GET', battlesApi.bracket(battle));
    const next = matchesOf(bracket).find((match) => match.status === 'ready');
    if (!next) break;
    await api(t, w.organiser, 'POST', battlesApi.start(battle, next.id));
    for (const judge of w.judges)
      await api(t, judge, 'POST', battlesApi.votes(battle, next.id), { round: 1, vote: 'left' });
  }
  return { event: event.uuid, battle, starts: event.starts_at };
}

const suite = realApiSuite(async (t) => {
  w = await makePeople(t);
  at = await decidedBattle(t);
});

const routes = [
  {
    path: '/:username',
    element: <PortfolioLayoutRoute />,
    children: [{ path: 'about', element: <PortfolioTabRoute /> }],
  },
];

const openAbout = (username: string) =>
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [`/${username}/about`] })} />
    </Providers>,
  );

const battlePage = () => `/events/${at.event}/battles/${at.battle}`;

describe("a portfolio's battle results", () => {
  it("shows the winner's title in the header and each entrant's result, linking to the battle", async () => {
    const kai = openAbout('bboyKai');
    const title = await screen.findByRole('link', {
      name: /^Winner · Bboy 1v1 · breaking · Paris jam \d{4}$/,
    });
    expect(title.getAttribute('href')).toBe(battlePage());
    const results = await screen.findByRole('region', { name: 'Battle results' });
    const row = await within(results).findByRole('link');
    expect(row.textContent).toBe(`Winner · Bboy 1v1 · breaking · Paris jam · ${shortDate(at.starts)}`);
    expect(row.getAttribute('href')).toBe(battlePage());
    kai.unmount();

    // Lin lost the final; Mo went out in the semifinals: no title for either.
    const lin = openAbout('bboyLin');
    expect(await screen.findByRole('link', { name: /^Finalist · Bboy 1v1/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Winner/ })).toBeNull();
    lin.unmount();
    openAbout('bboyMo');
    expect(
      await screen.findByRole('link', { name: /^Top 4 · Bboy 1v1 · breaking · Paris jam · / }),
    ).toBeTruthy();
  });

  it('shows the title and the results from the mirror when opened again offline', async () => {
    const online = openAbout('bboyKai');
    await screen.findByRole('link', { name: /^Winner · Bboy 1v1 · breaking · Paris jam · / });
    online.unmount();

    suite.online = false;
    suite.server.offline = true;
    openAbout('bboyKai');
    expect(
      await screen.findByRole('link', { name: /^Winner · Bboy 1v1 · breaking · Paris jam \d{4}$/ }),
    ).toBeTruthy();
    const results = await screen.findByRole('region', { name: 'Battle results' });
    expect((await within(results).findByRole('link')).getAttribute('href')).toBe(battlePage());
    expect(within(results).queryByRole('alert')).toBeNull();
  });

  it('says when an artist has no battle results', async () => {
    openAbout('bboyPia');
    const results = await screen.findByRole('region', { name: 'Battle results' });
    expect(await within(results).findByText('No battle results yet.')).toBeTruthy();
  });
});
