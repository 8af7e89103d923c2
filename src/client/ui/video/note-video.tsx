/**
 * The video of a note: the YouTube thumbnail with a play button. The practice player (the player and
 * its controls: speed, mirror, loop, steps) loads as its own chunk only on play, so a feed of many
 * notes stays light. Offline the thumbnail stays and play is disabled. A note page's practice link
 * (PracticeLinkContext) opens the player at once with its settings; `handle` lets the page seek or
 * loop the video (opening it when it is not yet playing) and read its time (null until it plays).
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Center, Stack, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, type Ref, Suspense, useContext, useImperativeHandle, useRef, useState } from 'react';
import { thumbnailUrl, youtubeId } from '../../../shared/schemas/notes';
import { useOnline } from '../../lib/use-online';
import { type PracticeHandle, PracticeLinkContext, type PracticeStart } from './practice-link';
import { FILL, NeedsConnection, VideoBox } from './video-parts';

const PracticePlayer = lazy(() => import('./practice-player'));

/** `link`: the note's address, for sharing a loop of it. */
type Props = { video: string; thumb: string; alt: string; link?: string; handle?: Ref<PracticeHandle> };

export function NoteVideo({ video, thumb, alt, link, handle }: Props) {
  const linked = useContext(PracticeLinkContext);
  const [start, setStart] = useState(linked);
  const [mode, setMode] = useState<'thumb' | 'tapped' | 'linked'>(linked ? 'linked' : 'thumb');
  const [broken, setBroken] = useState(false);
  const player = useRef<PracticeHandle>(null);
  const online = useOnline();
  const id = youtubeId(video);
  const src = thumb || (id ? thumbnailUrl(id) : '');
  const open = (from: PracticeStart) => {
    setStart(from);
    setMode('linked');
  };
  useImperativeHandle(handle, () => ({
    seek: (seconds) => (player.current ? player.current.seek(seconds) : open({ t: seconds })),
    loop: (a, b) => (player.current ? player.current.loop(a, b) : open({ t: a, loop: { a, b } })),
    time: () => player.current?.time() ?? null,
  }));
  const picture = src && !broken && (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      style={{ ...FILL, objectFit: 'cover' }}
    />
  );
  const still = (
    <VideoBox>
      {picture}
      {mode === 'thumb' && <PlayButton disabled={!online || !id} onPlay={() => setMode('tapped')} />}
    </VideoBox>
  );
  return (
    <Stack gap={6}>
      {mode === 'thumb' || !id ? (
        still
      ) : (
        <Suspense fallback={still}>
          <PracticePlayer
            ref={player}
            videoId={id}
            picture={picture}
            start={start}
            link={link}
            focus={mode === 'tapped'}
            onClose={() => {
              setMode('thumb');
              setStart(null);
            }}
          />
        </Suspense>
      )}
      {!online && mode === 'thumb' && <NeedsConnection />}
    </Stack>
  );
}

function PlayButton({ disabled, onPlay }: { disabled: boolean; onPlay: () => void }) {
  const { t } = useLingui();
  return (
    <UnstyledButton aria-label={t`Play video`} disabled={disabled} onClick={onPlay} style={FILL}>
      <Center h="100%">
        <Box
          component="span"
          bg={disabled ? 'gray.7' : 'red.8'}
          c="white"
          px={18}
          py={10}
          style={{ borderRadius: 14, display: 'flex', opacity: disabled ? 0.85 : 1 }}
        >
          <IconPlayerPlayFilled size={28} aria-hidden />
        </Box>
      </Center>
    </UnstyledButton>
  );
}
