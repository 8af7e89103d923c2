import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteVideo } from '../../src/client/ui/video/note-video';
import { DEFAULT_PLAYER_ORIGIN, PLAYER_ORIGIN_META } from '../../src/shared/player-origin';
import { fakePlayer, LINK, playing, press, VIDEO } from '../helpers/practice-player';
import { renderWithProviders } from '../helpers/render';

// The player's chunk, transformed once here so the first test does not wait on the compiler.
beforeAll(async () => {
  await import('../../src/client/ui/video/practice-player');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  for (const meta of document.head.querySelectorAll(`meta[name="${PLAYER_ORIGIN_META}"]`)) meta.remove();
});

describe('the practice player', () => {
  it('loads nothing of the player until play, then puts the focus in its region', async () => {
    const player = await playing();
    expect(new URL(player.frame.src).origin).toBe(DEFAULT_PLAYER_ORIGIN);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Practice player' }));
  });

  it('holds commands until the player answers, then sends them in order', async () => {
    renderWithProviders([{ path: '/', element: <NoteVideo video={VIDEO} thumb="" alt="" /> }]);
    await press('Play video');
    const frame = (await screen.findByTitle('YouTube video player')) as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    await press('Forward 5 seconds');
    expect(posted).not.toHaveBeenCalled();
    const player = await fakePlayer();
    expect(player.commands()).toEqual([['seekTo', [5, true]]]);
  });

  it('sets the speed through the player’s own rates', async () => {
    const player = await playing();
    await press('Speed 1×');
    await userEvent.click(await screen.findByRole('menuitem', { name: '0.5×' }));
    expect(player.commands()).toEqual([['setPlaybackRate', [0.5]]]);
    expect(screen.getByRole('button', { name: 'Speed 0.5×' })).toBeTruthy();
  });

  it('steps back and forward from the time the player reports, never before 0', async () => {
    const player = await playing();
    player.at(12.5);
    await press('Back 5 seconds');
    await press('Forward 1 second');
    await press('Back 1 second');
    await press('Back 5 seconds');
    await press('Back 5 seconds');
    expect(player.commands()).toEqual([
      ['seekTo', [7.5, true]],
      ['seekTo', [8.5, true]],
      ['seekTo', [7.5, true]],
      ['seekTo', [2.5, true]],
      ['seekTo', [0, true]],
    ]);
  });

  it('loops A-B: back to A whenever the time passes B, until cleared', async () => {
    const player = await playing();
    player.at(42.2);
    await press('Set loop start (A)');
    player.at(51.4);
    await press('Set loop end (B)');
    expect(screen.getByRole('button', { name: 'Loop 0:42-0:51' }).getAttribute('aria-pressed')).toBe('true');
    player.at(51.6);
    expect(player.commands()).toEqual([['seekTo', [42.2, true]]]);
    player.at(45);
    player.tell('onStateChange', 0);
    expect(player.commands().slice(1)).toEqual([
      ['seekTo', [42.2, true]],
      ['playVideo', []],
    ]);
    expect(screen.queryByText('keep grooving')).toBeNull();

    await press('Loop 0:42-0:51');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear loop' }));
    player.at(52);
    expect(player.commands()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Loop' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('drops a loop that starts past the end of the video instead of ending it again and again', async () => {
    const player = await playing();
    await press('Loop');
    await userEvent.type(await screen.findByLabelText('Start (A)'), '0:42');
    await userEvent.type(screen.getByLabelText('End (B)'), '0:51');
    await press('Loop between them');
    expect(player.commands()).toEqual([['seekTo', [42, true]]]);
    // The video is 30 s long: the player stops at its end.
    player.tell('infoDelivery', { currentTime: 30, playerState: 0, playbackRate: 1, duration: 30 });
    player.tell('onStateChange', 0);
    expect(player.commands()).toEqual([['seekTo', [42, true]]]);
    expect(screen.getByRole('button', { name: 'Loop' }).getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('keep grooving', { exact: false })).toBeTruthy();
  });

  it('takes a typed loop (m:ss) and refuses one that is not', async () => {
    const player = await playing();
    await press('Loop');
    const start = await screen.findByLabelText('Start (A)');
    await userEvent.type(start, '1:05');
    await userEvent.type(screen.getByLabelText('End (B)'), '0:61');
    await press('Loop between them');
    expect(screen.getByRole('alert').textContent).toBe('Type both ends as m:ss, two different times.');
    await userEvent.clear(screen.getByLabelText('End (B)'));
    await userEvent.type(screen.getByLabelText('End (B)'), '1:12.5');
    await press('Loop between them');
    expect(player.commands()).toEqual([['seekTo', [65, true]]]);
    expect(screen.getByRole('button', { name: 'Loop 1:05-1:12' })).toBeTruthy();
  });

  it('copies the link to the loop, at its speed', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const player = await playing();
    player.at(42);
    await press('Set loop start (A)');
    player.at(51);
    await press('Set loop end (B)');
    player.tell('onPlaybackRateChange', 0.5);
    await press('Loop 0:42-0:51');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link to this loop' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${LINK}?t=42&loop=42-51&speed=0.5`);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('mirrors the picture and remembers it on this device', async () => {
    const player = await playing();
    expect(player.frame.style.transform).toBe('');
    await press('Mirror');
    expect(player.frame.style.transform).toBe('scaleX(-1)');
    expect(screen.getByRole('button', { name: 'Mirror' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('videoMirror')).toBe('true');
  });

  it('plays from the origin the server names, and hears only that origin', async () => {
    const meta = document.createElement('meta');
    meta.name = PLAYER_ORIGIN_META;
    meta.content = 'http://127.0.0.1:9';
    document.head.append(meta);
    renderWithProviders([{ path: '/', element: <NoteVideo video={VIDEO} thumb="" alt="" /> }]);
    await press('Play video');
    const player = await fakePlayer('http://127.0.0.1:9');
    expect(player.frame.src.startsWith('http://127.0.0.1:9/embed/dQw4w9WgXcQ?')).toBe(true);
    player.at(3);
    await press('Forward 1 second');
    expect(player.commands()).toEqual([['seekTo', [4, true]]]);
  });

  it('says offline why the video cannot play', async () => {
    await playing();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(screen.getByText('The video needs a connection to play.')).toBeTruthy();
  });
});
