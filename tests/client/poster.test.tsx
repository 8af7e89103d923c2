/** The poster of workshops and events: its two boxes, its alt text, and the image kept on the device. */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Poster } from '../../src/client/ui/posters/poster';
import { Providers } from '../helpers/render';

const poster = '/media/medium/w-flyer.webp';
const local = { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/webp' };

afterEach(() => vi.restoreAllMocks());

describe('a poster', () => {
  it('shows the whole poster on its page, in a 4:5 box, named and loaded first', () => {
    render(<Poster src={poster} local={local} title="Freeze Frame Jam" shape="page" />, {
      wrapper: Providers,
    });
    const image = screen.getByRole('img', { name: 'Poster of Freeze Frame Jam' });
    expect(image.getAttribute('src')).toBe(poster);
    expect(image.style.objectFit).toBe('contain');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.parentElement?.style.aspectRatio).toBe('4 / 5');
    expect(image.parentElement?.style.maxWidth).toBe('420px');
  });

  it('cuts a 16:9 strip across a card, where the title names it, loading lazily but for the first', () => {
    const { container, rerender } = render(<Poster src={poster} title="Jam" shape="card" />, {
      wrapper: Providers,
    });
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.style.objectFit).toBe('cover');
    expect(image?.parentElement?.style.aspectRatio).toBe('16 / 9');
    expect(image?.getAttribute('loading')).toBe('lazy');
    rerender(<Poster src={poster} title="Jam" shape="card" first />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('shows the image kept on the device while the workshop or event waits to sync', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kept');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(<Poster src="" local={local} title="Jam" shape="page" />, { wrapper: Providers });
    expect((await screen.findByRole('img', { name: 'Poster of Jam' })).getAttribute('src')).toBe('blob:kept');
  });
});
