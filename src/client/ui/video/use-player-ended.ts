/**
 * Tells when an embedded YouTube player has finished, through the iframe API's postMessage protocol
 * (no external script): after the frame loads we say we are listening and ask for state changes;
 * the player then posts `onStateChange` (or `infoDelivery` with a playerState), where 0 = ended.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';

export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
const ENDED = 0;

type PlayerMessage = { event?: string; info?: unknown };

function parse(data: unknown): PlayerMessage | null {
  if (typeof data === 'object' && data !== null) return data as PlayerMessage;
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as PlayerMessage;
  } catch {
    return null;
  }
}

/** True when a player message says the video ended. */
function isEndedMessage(data: unknown): boolean {
  const message = parse(data);
  if (message?.event === 'onStateChange') return message.info === ENDED;
  if (message?.event === 'infoDelivery')
    return (message.info as { playerState?: unknown } | null)?.playerState === ENDED;
  return false;
}

/** Listens to the player in `frame`; returns the frame's onLoad handler that starts the listening. */
export function usePlayerEnded(frame: RefObject<HTMLIFrameElement | null>, onEnded: () => void) {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const player = frame.current?.contentWindow;
      if (!player || event.source !== player || event.origin !== PLAYER_ORIGIN) return;
      if (isEndedMessage(event.data)) ended.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  return useCallback(() => {
    const player = frame.current?.contentWindow;
    if (!player) return;
    const id = frame.current?.id;
    player.postMessage(JSON.stringify({ event: 'listening', id, channel: 'widget' }), PLAYER_ORIGIN);
    player.postMessage(
      JSON.stringify({
        event: 'command',
        func: 'addEventListener',
        args: ['onStateChange'],
        id,
        channel: 'widget',
      }),
      PLAYER_ORIGIN,
    );
  }, [frame]);
}
