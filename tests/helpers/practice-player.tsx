/**
 * The practice player's test double of YouTube: the jsdom frame's window stands for the player; what
 * the app posts to it is recorded, and `tell` sends the app what the player would; `playing` plays a
 * note's video beside a comment box.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { NoteVideo } from '../../src/client/ui/video/note-video';
import { DEFAULT_PLAYER_ORIGIN } from '../../src/shared/player-origin';
import { renderWithProviders } from './render';

export type FakePlayer = {
  frame: HTMLIFrameElement;
  /** The commands the app sent, as [func, args]. */
  commands: () => [string, unknown[]][];
  tell: (event: string, info?: unknown) => void;
  /** Says the player is at `seconds`, playing. */
  at: (seconds: number) => void;
};

/** The player once it has loaded and answered (after Play was tapped, or the page opened it). */
export async function fakePlayer(origin = DEFAULT_PLAYER_ORIGIN): Promise<FakePlayer> {
  const frame = (await screen.findByTitle('YouTube video player')) as HTMLIFrameElement;
  const window_ = frame.contentWindow as Window;
  const posted = vi.spyOn(window_, 'postMessage');
  act(() => {
    frame.dispatchEvent(new Event('load'));
  });
  expect(JSON.parse(posted.mock.calls[0]?.[0] as string)).toMatchObject({ event: 'listening' });
  const tell = (event: string, info?: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify({ event, info }), origin, source: window_ }),
      );
    });
  tell('onReady');
  return {
    frame,
    commands: () =>
      posted.mock.calls
        .map(([data]) => JSON.parse(data as string) as { event: string; func: string; args: unknown[] })
        .filter((message) => message.event === 'command' && message.func !== 'addEventListener')
        .map((message) => [message.func, message.args]),
    tell,
    at: (seconds) => tell('infoDelivery', { currentTime: seconds, playerState: 1, playbackRate: 1 }),
  };
}

export const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

export const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const LINK = '/whatiscooking/0b6f1c2e-8a53-4c55-9a3e-7d1f0f3a9b11';

/** A note's video with a comment box beside it, played. */
export async function playing() {
  renderWithProviders([
    {
      path: '/',
      element: (
        <>
          <NoteVideo video={VIDEO} thumb="" alt="Video by bboy_kim" link={LINK} />
          <textarea aria-label="Comment" />
        </>
      ),
    },
  ]);
  await press('Play video');
  return fakePlayer();
}
