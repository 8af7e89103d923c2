/**
 * Talks to the player in `frame`: once it loads we say we are listening (again every 250 ms until it
 * answers, as the API's own script does), then keep what it tells (time, state, rate) and send it
 * commands, held until it answers. Only messages from that frame and the player's origin count.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { command, listening, type PlayerNews, playerOrigin, readNews } from './player-protocol';

const KNOCK_MS = 250;
const KNOCKS = 40;

export type PlayerStatus = { time: number; state: number; rate: number };

export function usePlayer(frame: RefObject<HTMLIFrameElement | null>, onNews: (news: PlayerNews) => void) {
  const [status, setStatus] = useState<PlayerStatus>({ time: 0, state: -1, rate: 1 });
  const heard = useRef(false);
  const held = useRef<string[]>([]);
  const news = useRef(onNews);
  useEffect(() => {
    news.current = onNews;
  });

  const post = useCallback(
    (message: string) => frame.current?.contentWindow?.postMessage(message, playerOrigin()),
    [frame],
  );

  useEffect(() => {
    const origin = playerOrigin();
    const onMessage = (event: MessageEvent) => {
      const player = frame.current?.contentWindow;
      if (!player || event.source !== player || event.origin !== origin) return;
      const told = readNews(event.data);
      if (!told) return;
      if (!heard.current) {
        heard.current = true;
        for (const message of held.current.splice(0)) post(message);
      }
      setStatus((old) => ({
        time: told.time ?? old.time,
        state: told.state ?? old.state,
        rate: told.rate ?? old.rate,
      }));
      news.current(told);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, post]);

  const knock = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(knock.current), []);

  /** The frame's onLoad: starts listening. */
  const onLoad = useCallback(() => {
    const id = frame.current?.id ?? '';
    const hello = () => {
      post(listening(id));
      post(command(id, 'addEventListener', ['onStateChange']));
    };
    hello();
    let knocks = 0;
    clearInterval(knock.current);
    knock.current = setInterval(() => {
      if (heard.current || ++knocks >= KNOCKS) clearInterval(knock.current);
      else hello();
    }, KNOCK_MS);
  }, [frame, post]);

  /** Calls a player function now, or once the player has answered. */
  const send = useCallback(
    (func: string, ...args: unknown[]) => {
      const message = command(frame.current?.id ?? '', func, args);
      if (heard.current) post(message);
      else held.current.push(message);
    },
    [frame, post],
  );

  return { status, setStatus, send, onLoad };
}
