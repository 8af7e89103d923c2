/**
 * The practice player's state and actions over the player's protocol: seek and step, speed, play and
 * pause, loop A-B (wrapping to A whenever the time reaches B, or the video ends inside the loop; a
 * loop starting past the video's end is dropped),
 * mirror (remembered on this device) and the end of the video.
 */
import { useLocalStorage } from '@mantine/hooks';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { MIRROR_STORAGE_KEY } from '../../lib/preferences';
import { ENDED, PLAYING, type PlayerNews } from './player-protocol';
import { type Loop, type PracticeStart, RATES, type Rate } from './practice-link';
import { usePlayer } from './use-player';

export type Practice = ReturnType<typeof usePractice>;

/** The loop's ends in order, B at least a tenth of a second after A; null when they are not. */
export function loopOf(a: number | undefined, b: number | undefined): Loop | null {
  if (a === undefined || b === undefined || Math.abs(b - a) < 0.1) return null;
  return { a: Math.min(a, b), b: Math.max(a, b) };
}

export function usePractice(frame: RefObject<HTMLIFrameElement | null>, start: PracticeStart | null) {
  const [ends, setEnds] = useState<{ a?: number; b?: number }>(start?.loop ?? {});
  const [ended, setEnded] = useState(false);
  const [mirror, setMirror] = useLocalStorage({ key: MIRROR_STORAGE_KEY, defaultValue: false });
  const loop = loopOf(ends.a, ends.b);

  const onNews = (news: PlayerNews) => {
    // A loop that starts at or past the video's end has nothing to loop (a typed or linked one may):
    // wrapping to it would only end the video again, over and over.
    if (loop && news.duration && loop.a >= news.duration) {
      setEnds({});
      if (news.state === ENDED) setEnded(true);
      return;
    }
    const atB = loop && news.time !== undefined && news.time >= loop.b;
    if (atB || (loop && news.state === ENDED)) {
      seek(loop.a);
      if (news.state === ENDED) send('playVideo');
    } else if (news.state === ENDED) setEnded(true);
  };
  const { status, setStatus, send, onLoad } = usePlayer(frame, onNews);

  const seek = useCallback(
    (seconds: number) => {
      const time = Math.max(0, seconds);
      send('seekTo', time, true);
      setStatus((old) => ({ ...old, time }));
    },
    [send, setStatus],
  );
  const speed = useCallback(
    (rate: Rate) => {
      send('setPlaybackRate', rate);
      setStatus((old) => ({ ...old, rate }));
    },
    [send, setStatus],
  );

  // The link's place and speed, sent once the player answers.
  useEffect(() => {
    if (start?.t !== undefined) seek(start.t);
    if (start?.speed) speed(start.speed);
  }, [start, seek, speed]);

  const rateIndex = Math.max(0, RATES.indexOf(status.rate as Rate));
  return {
    status,
    loop,
    ends,
    ended,
    mirror,
    onLoad,
    seek,
    speed,
    step: (seconds: number) => seek(status.time + seconds),
    slower: () => speed(RATES[Math.max(0, rateIndex - 1)] ?? 1),
    faster: () => speed(RATES[Math.min(RATES.length - 1, rateIndex + 1)] ?? 1),
    playPause: () => send(status.state === PLAYING ? 'pauseVideo' : 'playVideo'),
    toggleMirror: () => setMirror((on) => !on),
    setA: () => setEnds((old) => ({ ...old, a: status.time })),
    setB: () => setEnds((old) => ({ a: old.a ?? 0, b: status.time })),
    /** Loops between a and b (seconds) from a; a comment's moment chip calls it too. */
    setLoop: (a: number, b: number) => {
      setEnds({ a, b });
      seek(Math.min(a, b));
    },
    clearLoop: () => setEnds({}),
  };
}
