/**
 * Crop, rotate and flip the chosen cover (react-easy-crop), then render it (lib/crop-image.ts). The
 * rendered file replaces the chosen one; Cancel keeps the cover as it was.
 */
// Slider's styles come with this dialog: the shell's stylesheet lists only what its first pages use.
import '@mantine/core/styles/Slider.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Modal, Slider, Stack, Text, Tooltip } from '@mantine/core';
import { IconFlipHorizontal, IconFlipVertical, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { translateMessage } from '../../i18n/i18n';
import { type CropArea, type Flip, renderCrop } from '../../lib/crop-image';

/** The cover's shape, as cards show it. */
export const COVER_ASPECT = 4 / 3;

/** Whether the cropper has measured the image (before it loads, its area is not a number). */
const measured = (area: CropArea) => Number.isFinite(area.width) && area.width > 0;

type Props = { src: string | null; onCancel: () => void; onDone: (file: File) => void };

export function CoverCropDialog({ src, onCancel, onDone }: Props) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [flip, setFlip] = useState<Flip>({ horizontal: false, vertical: false });
  const [area, setArea] = useState<CropArea | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const turn = (degrees: number) => setRotation((r) => (r + degrees + 360) % 360);
  const scale = `scale(${zoom * (flip.horizontal ? -1 : 1)}, ${zoom * (flip.vertical ? -1 : 1)})`;

  async function apply() {
    if (!src) return;
    setWorking(true);
    setError(null);
    try {
      onDone(await renderCrop(src, area, rotation, flip));
    } catch (failure) {
      setError(translateMessage(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setWorking(false);
    }
  }

  const tools = [
    { label: t`Rotate left`, icon: <IconRotate2 size={18} />, run: () => turn(-90) },
    { label: t`Rotate right`, icon: <IconRotateClockwise2 size={18} />, run: () => turn(90) },
    {
      label: t`Flip horizontally`,
      icon: <IconFlipVertical size={18} />,
      run: () => setFlip((f) => ({ ...f, horizontal: !f.horizontal })),
    },
    {
      label: t`Flip vertically`,
      icon: <IconFlipHorizontal size={18} />,
      run: () => setFlip((f) => ({ ...f, vertical: !f.vertical })),
    },
  ];

  return (
    <Modal opened={src !== null} onClose={onCancel} title={t`Crop your cover`} centered size="lg">
      <Stack gap="md">
        <Box
          pos="relative"
          h={320}
          bg="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={COVER_ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(measured(pixels) ? pixels : null)}
              transform={`translate(${crop.x}px, ${crop.y}px) rotate(${rotation}deg) ${scale}`}
              mediaProps={{ alt: t`Your cover` }}
            />
          )}
        </Box>
        <Stack gap={4}>
          <Text size="sm" aria-hidden>
            <Trans>Zoom</Trans>
          </Text>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={setZoom}
            label={null}
            thumbLabel={t`Zoom`}
          />
        </Stack>
        <Group gap="xs">
          {tools.map((tool) => (
            <Tooltip key={tool.label} label={tool.label}>
              <ActionIcon variant="default" size="lg" aria-label={tool.label} onClick={tool.run}>
                {tool.icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={apply} loading={working}>
            <Trans>Use this image</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
