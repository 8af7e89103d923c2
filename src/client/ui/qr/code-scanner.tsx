/**
 * Reads dancers' QR codes at a door, offline: the rear camera's view, read a few times a second,
 * and a photo of the code (the way in when there is no camera or it is refused). `onCode` gets each
 * distinct text once, however many frames or photos show it.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { readPhoto } from './read-code';
import { type CameraStatus, useCameraCodes } from './use-camera-codes';

/** What became of the last photo picked. */
type PhotoStatus = 'none' | 'reading' | 'read' | 'empty' | 'again';

/** `prompt` says whose code to point the camera at. */
type Props = { onCode: (text: string) => void; prompt: string };

export function CodeScanner({ onCode, prompt }: Props) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const reset = useRef<() => void>(null);
  const seen = useRef(new Set<string>());
  const [photo, setPhoto] = useState<PhotoStatus>('none');

  /** Passes a text on the first time it is read; false when it was read before. */
  const found = (text: string) => {
    if (seen.current.has(text)) return false;
    seen.current.add(text);
    onCode(text);
    return true;
  };
  const camera = useCameraCodes(video, found);

  const pick = async (file: File | null) => {
    if (!file) return;
    setPhoto('reading');
    const text = await readPhoto(file);
    setPhoto(text === null ? 'empty' : found(text) ? 'read' : 'again');
    reset.current?.();
  };

  const cameraText: Record<CameraStatus, string> = {
    starting: t`Starting the camera…`,
    on: prompt,
    refused: t`The camera is not allowed here. Allow it in the browser's settings, or read a photo of the code.`,
    missing: t`No camera can be used on this device. Read a photo of the code instead.`,
  };
  const on = camera === 'on';

  return (
    <Stack gap="sm">
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-hidden
        style={{
          display: on ? 'block' : 'none',
          width: '100%',
          maxHeight: '60vh',
          objectFit: 'cover',
          borderRadius: 'var(--mantine-radius-md)',
          background: '#000',
        }}
      />
      <Text role="status">{cameraText[camera]}</Text>
      <FileButton
        onChange={pick}
        accept="image/*"
        capture="environment"
        resetRef={reset}
        inputProps={{ 'aria-label': t`Read a photo of the code` }}
      >
        {(props) => (
          <Button
            {...props}
            variant={on ? 'default' : 'filled'}
            leftSection={<IconPhoto size={18} aria-hidden />}
            loading={photo === 'reading'}
            style={{ alignSelf: 'flex-start' }}
          >
            {t`Read a photo of the code`}
          </Button>
        )}
      </FileButton>
      {photo === 'empty' && (
        <Text role="alert" size="sm" c="red">
          {t`No code was found in this photo. Take it closer, with the whole code in the picture.`}
        </Text>
      )}
      {photo === 'again' && (
        <Text role="status" size="sm" c="dimmed">
          {t`This code was already read.`}
        </Text>
      )}
    </Stack>
  );
}
