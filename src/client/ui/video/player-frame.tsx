/**
 * The player itself: the configured player's embed (privacy-enhanced YouTube by default) with the
 * iframe API on, from `start` seconds, flipped left to right when mirrored.
 */
import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';
import { playerOrigin } from './player-protocol';
import { FILL } from './video-parts';

type Props = {
  ref: Ref<HTMLIFrameElement>;
  videoId: string;
  start: number | undefined;
  mirror: boolean;
  onLoad: () => void;
};

export function PlayerFrame({ ref, videoId, start, mirror, onLoad }: Props) {
  const frameId = `player-${useId().replace(/[^\w-]/g, '')}`;
  const origin = encodeURIComponent(window.location.origin);
  const from = start ? `&start=${Math.floor(start)}` : '';
  const { t } = useLingui();
  return (
    <iframe
      ref={ref}
      id={frameId}
      title={t`YouTube video player`}
      src={`${playerOrigin()}/embed/${videoId}?enablejsapi=1&autoplay=1&playsinline=1&rel=0${from}&origin=${origin}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      onLoad={onLoad}
      style={{ ...FILL, border: 0, transform: mirror ? 'scaleX(-1)' : undefined }}
    />
  );
}
