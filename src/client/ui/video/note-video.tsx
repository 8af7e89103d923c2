/**
 * The video of a note: the YouTube thumbnail with a play button; the (privacy-enhanced) player loads
 * only on tap, so a feed of many notes stays light. Offline the thumbnail stays and play is disabled.
 * When the video ends an overlay invites to keep grooving; closing it returns to the thumbnail.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Center, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled, IconWifiOff, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { msg } from '../../../shared/messages';
import { thumbnailUrl, youtubeId } from '../../../shared/schemas/notes';
import { translateMessage } from '../../i18n/i18n';
import { useOnline } from '../../lib/use-online';
import { PLAYER_ORIGIN, usePlayerEnded } from './use-player-ended';

type Props = { video: string; thumb: string; alt: string };

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function NoteVideo({ video, thumb, alt }: Props) {
  const [mode, setMode] = useState<'thumb' | 'playing' | 'ended'>('thumb');
  const [broken, setBroken] = useState(false);
  const online = useOnline();
  const id = youtubeId(video);
  const src = thumb || (id ? thumbnailUrl(id) : '');
  return (
    <Stack gap={6}>
      <Box
        pos="relative"
        bg="dark.8"
        style={{ aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {src && !broken && (
          <img
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            style={{ ...FILL, objectFit: 'cover' }}
          />
        )}
        {mode === 'thumb' && <PlayButton disabled={!online || !id} onPlay={() => setMode('playing')} />}
        {mode !== 'thumb' && id && <Player videoId={id} onEnded={() => setMode('ended')} />}
        {mode === 'ended' && <EndedOverlay onClose={() => setMode('thumb')} />}
      </Box>
      {!online && mode === 'thumb' && (
        <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconWifiOff size={16} aria-hidden />
          {translateMessage(msg.videoNeedsConnection)}
        </Text>
      )}
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

function Player({ videoId, onEnded }: { videoId: string; onEnded: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const frameId = `player-${useId().replace(/[^\w-]/g, '')}`;
  const onLoad = usePlayerEnded(frame, onEnded);
  const origin = encodeURIComponent(window.location.origin);
  const { t } = useLingui();
  return (
    <iframe
      ref={frame}
      id={frameId}
      title={t`YouTube video player`}
      src={`${PLAYER_ORIGIN}/embed/${videoId}?enablejsapi=1&autoplay=1&playsinline=1&rel=0&origin=${origin}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      onLoad={onLoad}
      style={{ ...FILL, border: 0 }}
    />
  );
}

function EndedOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Center style={{ ...FILL, background: 'rgba(0, 0, 0, 0.82)' }} c="white" p="md">
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        aria-label={t`Close`}
        onClick={onClose}
        style={{ position: 'absolute', top: 8, right: 8 }}
      >
        <IconX size={22} />
      </ActionIcon>
      <Stack gap={4} align="center" ta="center">
        <Text fw={700} size="xl">
          {translateMessage(msg.keepGrooving)}
        </Text>
        <Text size="sm">{translateMessage(msg.watchAgain)}</Text>
      </Stack>
    </Center>
  );
}
