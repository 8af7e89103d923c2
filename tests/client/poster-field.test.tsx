/**
 * The one poster field: a workshop's (or event's) portrait flyer is kept whole, only resized, and
 * previewed in the poster's 4:5 frame with no crop dialog; the shoutout's cover still opens the crop
 * dialog. Both hand the form the image as bytes, for the outbox to upload.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { useState } from 'react';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCrop } from '../../src/client/lib/crop-image';
import { PosterField, type PosterValue } from '../../src/client/ui/fields/poster-field';
import { Providers } from '../helpers/render';

/* jsdom draws no canvas: the resized or cropped image is the picked one, as a browser keeps a whole image. */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

const userEvent = userEventModule.setup({ delay: null });
const seen: PosterValue[] = [];

async function flyer(width: number, height: number): Promise<File> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], 'flyer.png', { type: 'image/png' });
}

function Form({ crop = false }: { crop?: boolean }) {
  const [value, setValue] = useState<PosterValue>({ local: null, url: '' });
  return (
    <PosterField
      label="Poster"
      crop={crop}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

let picked: File;
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:poster');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.mocked(renderCrop).mockImplementation(async () => picked);
});
afterEach(() => {
  vi.restoreAllMocks();
  seen.length = 0;
});

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('the poster field', () => {
  it('keeps a portrait flyer whole and in portrait, with no crop dialog', async () => {
    picked = await flyer(600, 900);
    const { container } = render(<Form />, { wrapper: Providers });
    expect(screen.getByRole('button', { name: /^Poster/ })).toBeTruthy();
    await userEvent.upload(input(container), picked);
    const preview = await screen.findByRole('img', { name: 'Poster' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The whole image (no area), not turned nor flipped: only resized.
    expect(vi.mocked(renderCrop).mock.calls[0]?.slice(1)).toEqual([
      null,
      0,
      { horizontal: false, vertical: false },
    ]);
    const kept = seen.at(-1)?.local;
    expect(kept?.type).toBe('image/png');
    const { width, height } = await sharp(Buffer.from(kept?.bytes ?? new ArrayBuffer(0))).metadata();
    expect({ width, height }).toEqual({ width: 600, height: 900 });
    // Shown whole in the poster's page frame, as its page will show it.
    expect(preview.style.aspectRatio).toBe('4 / 5');
    expect(preview.style.getPropertyValue('--image-object-fit')).toBe('contain');
    expect(screen.getByText('Choose another image')).toBeTruthy();
  });

  it('opens the crop dialog for the cover, and keeps what the dialog makes', async () => {
    picked = await flyer(900, 600);
    const { container } = render(<Form crop />, { wrapper: Providers });
    await userEvent.upload(input(container), picked);
    const dialog = await screen.findByRole('dialog', { name: 'Crop your cover' });
    expect(seen).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(seen.at(-1)?.local?.type).toBe('image/png'));
    expect(screen.queryByRole('dialog', { name: 'Crop your cover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Crop, rotate or flip' })).toBeTruthy();
  });

  it('refuses a file that is not an image', async () => {
    const { container } = render(<Form />, { wrapper: Providers });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEventModule.setup({ delay: null, applyAccept: false }).upload(input(container), text);
    expect(await screen.findByText('The file is not a supported image.')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
