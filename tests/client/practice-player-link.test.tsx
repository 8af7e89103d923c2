import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NoteRoute from '../../src/client/app/routes/note';
import { clearMirror } from '../../src/client/lib/db';
import { formatTime, loopPath, readTime } from '../../src/client/ui/video/loop-link';
import { readPracticeLink } from '../../src/client/ui/video/practice-link';
import { QUIET, stubFetch } from '../helpers/artists-api';
import { numberedNote } from '../helpers/notes';
import { fakePlayer } from '../helpers/practice-player';
import { renderWithProviders } from '../helpers/render';

const read = (search: string) => readPracticeLink(new URLSearchParams(search));

describe('a practice link', () => {
  it('reads a place, a loop and a speed', () => {
    expect(read('t=42&loop=42-51&speed=0.5')).toEqual({ t: 42, loop: { a: 42, b: 51 }, speed: 0.5 });
    expect(read('loop=42.5-51')).toEqual({ t: 42.5, loop: { a: 42.5, b: 51 }, speed: undefined });
    expect(read('t=7')).toEqual({ t: 7, loop: undefined, speed: undefined });
    expect(read('speed=0.25')).toEqual({ t: undefined, loop: undefined, speed: 0.25 });
  });

  it('ignores what makes no sense, and carries nothing without settings', () => {
    expect(read('')).toBeNull();
    expect(read('t=-3&speed=3&loop=51-42')).toBeNull();
    expect(read('t=abc&loop=1-2-3&speed=1.0')).toBeNull();
    expect(read('t=99999999')).toBeNull();
    expect(read('t=10&loop=5-x')).toEqual({ t: 10, loop: undefined, speed: undefined });
  });

  it('writes times as m:ss and reads what a dancer types', () => {
    expect([formatTime(0), formatTime(42.7), formatTime(75), formatTime(-1)]).toEqual([
      '0:00',
      '0:42',
      '1:15',
      '0:00',
    ]);
    expect([readTime('1:05'), readTime(' 75 '), readTime('0:42.5'), readTime('42')]).toEqual([
      65, 75, 42.5, 42,
    ]);
    expect([readTime('1:60'), readTime(''), readTime('a:10'), readTime('-5')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('builds the link that opens the note at the loop', () => {
    expect(loopPath('/whatiscooking/x', { a: 42.04, b: 51.26 }, 0.5)).toBe(
      '/whatiscooking/x?t=42&loop=42-51.3&speed=0.5',
    );
    expect(loopPath('/whatiscooking/x', { a: 1, b: 2 }, 1)).toBe('/whatiscooking/x?t=1&loop=1-2');
  });
});

describe('the note page opened by a practice link', () => {
  beforeEach(async () => {
    await clearMirror();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the video at once, there, looping at that speed', async () => {
    const note = numberedNote({ lesson: 'Lesson loop' });
    stubFetch({ [`GET /api/whatiscooking/cooking/${note.uuid}`]: { body: note }, ...QUIET });
    renderWithProviders(
      [{ path: '/whatiscooking/:uuid', element: <NoteRoute /> }],
      `/whatiscooking/${note.uuid}?t=42&loop=42-51&speed=0.5`,
    );
    const player = await fakePlayer();
    expect(new URL(player.frame.src).searchParams.get('start')).toBe('42');
    expect(player.commands()).toEqual([
      ['seekTo', [42, true]],
      ['setPlaybackRate', [0.5]],
    ]);
    expect(screen.getByRole('button', { name: 'Loop 0:42-0:51' })).toBeTruthy();
    player.at(51.2);
    expect(player.commands()[2]).toEqual(['seekTo', [42, true]]);
  });

  it('shows the thumbnail with play, as ever, without one', async () => {
    const note = numberedNote({ lesson: 'Lesson plain' });
    stubFetch({ [`GET /api/whatiscooking/cooking/${note.uuid}`]: { body: note }, ...QUIET });
    renderWithProviders(
      [{ path: '/whatiscooking/:uuid', element: <NoteRoute /> }],
      `/whatiscooking/${note.uuid}?t=x`,
    );
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
