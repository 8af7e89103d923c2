/**
 * Keeps what the reader is looking at in place when something above it changes: a revalidated feed
 * putting new notes on top, or a card above growing or shrinking as its reactions, comments or menu
 * arrive after it was drawn. It holds the first item that starts in view (or the one filling the
 * view), where it is on the page and in the window, and after each update, resize or scroll that
 * finds it moved on the page puts it back where it was in the window; otherwise it holds again. A
 * scroll does not move anything on the page, so the reader's own scroll is kept; but a change above
 * that no update or resize has reported yet is made up for at once, not taken as the new place.
 * At the top of the page nothing is held, so new notes show; and as the window's place is taken from
 * its scroll events (and once in the frame after mounting), an update there reads no layout, so it
 * forces none in the middle of React's commit. Where the browser anchors scrolling itself the item
 * has not moved and this does nothing; the browsers without CSS scroll anchoring need it.
 * A class component because only `getSnapshotBeforeUpdate` reads the page before React changes it.
 */
import { Component, createRef, type ReactNode } from 'react';

/**
 * Where an item is on the page (so a scroll the reader made since it was held is not undone) and where
 * it was in the window when held (where it is put back).
 */
type Held = { item: Element; top: number; view: number } | null;
const pageTop = (item: Element) => item.getBoundingClientRect().top + window.scrollY;

export class KeepInView extends Component<{ children: ReactNode }> {
  private box = createRef<HTMLDivElement>();
  private held: Held = null;
  private resizes: ResizeObserver | null = null;
  /** Where this last scrolled the window to; while it is there, the reader has not scrolled since. */
  private putBackAt: number | null = null;
  /** Whether the window was at the top when last seen (a scroll, or the frame after mounting). */
  private atTop = true;
  private frame = 0;

  private readonly scrolled = () => {
    this.atTop = window.scrollY <= 0;
    this.restore();
  };

  private readonly hold = () => {
    const next = this.firstInView();
    // Not scrolled by the reader since it was put back: the same item keeps its place in the window
    // as first held, not as the whole-pixel scroll left it (their rounding would add up).
    if (next && next.item === this.held?.item && window.scrollY === this.putBackAt)
      next.view = this.held.view;
    this.held = next;
  };

  private readonly restore = () => {
    const held = this.held;
    const top = held?.item.isConnected ? pageTop(held.item) : null;
    if (held && top !== null && top !== held.top) {
      // Back where the reader had it in the window when it was held.
      window.scrollTo(0, top - held.view);
      this.putBackAt = window.scrollY;
      this.held = { ...held, top };
      return;
    }
    this.hold();
  };

  /** The first item that starts in view, else the one that fills it. */
  private firstInView(): Held {
    if (this.atTop) return null;
    let covering: Held = null;
    for (const item of this.box.current?.children ?? []) {
      const { top, bottom } = item.getBoundingClientRect();
      if (top >= 0) return top < window.innerHeight ? { item, top: pageTop(item), view: top } : covering;
      if (bottom > 0) covering = { item, top: pageTop(item), view: top };
    }
    return covering;
  }

  private observeItems() {
    for (const item of this.box.current?.children ?? []) this.resizes?.observe(item, { box: 'border-box' });
  }

  componentDidMount() {
    if (typeof ResizeObserver !== 'undefined') this.resizes = new ResizeObserver(this.restore);
    this.observeItems();
    window.addEventListener('scroll', this.scrolled, { passive: true });
    this.frame = requestAnimationFrame(this.scrolled);
  }

  componentWillUnmount() {
    cancelAnimationFrame(this.frame);
    this.resizes?.disconnect();
    window.removeEventListener('scroll', this.scrolled);
  }

  getSnapshotBeforeUpdate(): null {
    // A change above that came after the last update and that no resize has reported yet (a card's
    // style changed in the same frame) is made up for first, so it is not taken as the new place.
    this.restore();
    return null;
  }

  componentDidUpdate() {
    this.restore();
    this.observeItems();
  }

  render() {
    return (
      <div ref={this.box} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
