import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playing, press } from '../helpers/practice-player';

// The player's chunk, transformed once here so the first test does not wait on the compiler.
beforeAll(async () => {
  await import('../../src/client/ui/video/practice-player');
});
beforeEach(() => localStorage.clear());

describe("the practice player's keyboard", () => {
  it('takes keys only while the focus is inside the player, never from a field', async () => {
    const player = await playing();
    player.at(10);
    const region = screen.getByRole('group', { name: 'Practice player' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(region, { key: '.' });
    fireEvent.keyDown(region, { key: ',' });
    fireEvent.keyDown(region, { key: 'm' });
    fireEvent.keyDown(region, { key: ' ' });
    expect(player.commands()).toEqual([
      ['seekTo', [15, true]],
      ['seekTo', [14, true]],
      ['setPlaybackRate', [1]],
      ['setPlaybackRate', [0.75]],
      ['pauseVideo', []],
    ]);
    expect(player.frame.style.transform).toBe('scaleX(-1)');

    fireEvent.keyDown(region, { key: '[' });
    player.at(20);
    fireEvent.keyDown(region, { key: ']' });
    expect(screen.getByRole('button', { name: 'Loop 0:14-0:20' })).toBeTruthy();

    const before = player.commands().length;
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'm.,[[] ');
    fireEvent.keyDown(comment, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft', ctrlKey: true });
    await press('Loop 0:14-0:20');
    fireEvent.keyDown(await screen.findByLabelText('Start (A)'), { key: 'm' });
    expect(player.commands()).toHaveLength(before);
    expect(player.frame.style.transform).toBe('scaleX(-1)');
  });

  it('lists the keys in its help', async () => {
    await playing();
    await press('Keyboard shortcuts');
    const help = await screen.findByRole('table');
    expect(
      within(help)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SpacePlay or pause',
      '← / →Back or forward 5 seconds',
      'Shift + ← / →Back or forward 1 second',
      '[ / ]Set loop start (A) or end (B)',
      ', / .Slower or faster',
      'MMirror',
    ]);
  });
});
