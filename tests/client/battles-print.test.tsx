/**
 * Printing a battle's bracket (issue 29) against the real server: Print bracket asks the browser to
 * print, and while it prints the page holds the sheet (the battle, the event, every round and
 * entrant), gone again once printing ends. No bracket, nothing to print.
 */
import { act, screen, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import {
  api,
  type BattlesWorld,
  checkedIn,
  makePeople,
  newBattle,
  openBattle,
} from '../helpers/battles-world';
import { realApiSuite } from '../helpers/real-api';

const userEvent = userEventModule.setup({ delay: null });

let w: BattlesWorld;
const suite = realApiSuite(async (t) => {
  w = await makePeople(t);
});
afterEach(() => vi.restoreAllMocks());

describe('printing the bracket', () => {
  it('Print bracket calls window.print, and while printing the sheet shows every round and entrant', async () => {
    const at = await newBattle(suite.t, w, 'Bgirl 1v1');
    await checkedIn(suite.t, w, at.battle, w.dancers.slice(0, 4));
    await api(suite.t, w.organiser, 'POST', battlesApi.bracket(at.battle), { size: 4, seeding: 'random' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await openBattle(suite.t, at);

    await userEvent.click(await screen.findByRole('button', { name: 'Print bracket' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Freeze Frame Jam · /)).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const sheet = (await screen.findByText(/^Freeze Frame Jam · /)).parentElement as HTMLElement;
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Bgirl 1v1 · breaking' })).toBeTruthy();
    expect(within(sheet).getByRole('region', { name: 'Semifinal' })).toBeTruthy();
    expect(within(sheet).getByRole('region', { name: 'Final' })).toBeTruthy();
    for (const name of ['Kai', 'Lin', 'Mo', 'Noor']) expect(within(sheet).getByText(name)).toBeTruthy();
    expect(within(sheet).queryAllByRole('button')).toEqual([]);

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByText(/^Freeze Frame Jam · /)).toBeNull();
  });

  it('a battle without a bracket has no Print bracket', async () => {
    const at = await newBattle(suite.t, w);
    await openBattle(suite.t, at);
    expect(await screen.findByText('The bracket is not made yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print bracket' })).toBeNull();
  });
});
