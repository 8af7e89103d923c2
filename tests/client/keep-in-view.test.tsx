import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepInView } from '../../src/client/features/notes/feed/keep-in-view';

/**
 * A page laid out by hand (jsdom has no layout): items of `HEIGHT` px stacked from the top of the
 * page in the order they are in the document, a window `VIEW` px tall scrolled to `scroll`.
 */
const HEIGHT = 300;
const VIEW = 800;
let scroll = 0;
let layoutReads = 0;

beforeEach(() => {
  scroll = 0;
  layoutReads = 0;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEW });
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      layoutReads += 1;
      return scroll;
    },
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scroll = y;
  }) as typeof window.scrollTo);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    layoutReads += 1;
    const items = [...document.querySelectorAll('li')];
    const top = items.indexOf(this as HTMLLIElement) * HEIGHT - scroll;
    return { top, bottom: top + HEIGHT } as DOMRect;
  });
});
afterEach(() => vi.restoreAllMocks());

const list = (names: string[]) => (
  <KeepInView>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </KeepInView>
);
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
const scrollTo = (y: number) =>
  act(() => {
    scroll = y;
    window.dispatchEvent(new Event('scroll'));
  });

describe('KeepInView', () => {
  it('reads no layout when the feed above changes at the top of the page, so new notes show', async () => {
    const view = render(list(['b', 'c']));
    await nextFrame();
    layoutReads = 0;
    view.rerender(list(['a', 'b', 'c']));
    expect(layoutReads).toBe(0);
    expect(scroll).toBe(0);
  });

  it('keeps the note the reader is looking at in place when new notes arrive above it', async () => {
    const view = render(list(['b', 'c', 'd']));
    await nextFrame();
    // The reader scrolled to c (the second note): its top is at the window's top.
    await scrollTo(HEIGHT);
    view.rerender(list(['a', 'b', 'c', 'd']));
    // c moved down a note's height on the page; the window followed it.
    expect(scroll).toBe(2 * HEIGHT);
  });

  it('holds what was in view when the page mounted scrolled', async () => {
    scroll = HEIGHT;
    const view = render(list(['b', 'c', 'd']));
    await nextFrame();
    view.rerender(list(['a', 'b', 'c', 'd']));
    expect(scroll).toBe(2 * HEIGHT);
  });
});
