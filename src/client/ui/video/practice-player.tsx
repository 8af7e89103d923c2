/**
 * The practice player (loaded on first play): the video, flipped when mirrored, with its controls in
 * one row under it, never over the picture. Its keyboard works only while focus is inside it (a
 * comment being typed never moves the video); a tap on play puts the focus there.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { EndedOverlay } from './ended-overlay';
import { PlayerFrame } from './player-frame';
import { PracticeControls } from './practice-controls';
import { keyAction, runKey } from './practice-keys';
import type { PracticeHandle, PracticeStart } from './practice-link';
import { usePractice } from './use-practice';
import { VideoBox } from './video-parts';

type Props = {
  ref: Ref<PracticeHandle>;
  videoId: string;
  picture: ReactNode;
  start: PracticeStart | null;
  link: string | undefined;
  focus: boolean;
  onClose: () => void;
};

export default function PracticePlayer({ ref, videoId, picture, start, link, focus, onClose }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const practice = usePractice(frame, start);
  useImperativeHandle(ref, () => ({
    seek: practice.seek,
    loop: practice.setLoop,
    time: () => Math.floor(practice.status.time),
  }));
  useEffect(() => {
    if (focus) region.current?.focus();
  }, [focus]);
  const { t } = useLingui();
  return (
    <Stack
      ref={region}
      gap={6}
      role="group"
      aria-label={t`Practice player`}
      tabIndex={-1}
      style={{ outlineOffset: 2 }}
      onKeyDown={(event) => {
        const action = keyAction(event);
        if (!action) return;
        event.preventDefault();
        runKey(practice, action);
      }}
    >
      <VideoBox>
        {picture}
        <PlayerFrame
          ref={frame}
          videoId={videoId}
          start={start?.t}
          mirror={practice.mirror}
          onLoad={practice.onLoad}
        />
        {practice.ended && <EndedOverlay onClose={onClose} />}
      </VideoBox>
      <PracticeControls practice={practice} link={link} />
    </Stack>
  );
}
