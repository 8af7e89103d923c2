/**
 * An actions button whose menu loads on its first click and then opens at once: a feed of cards does
 * not fetch the code of menus (Mantine's Menu and its positioning library) that nobody has opened.
 * Until the menu's code is in, the button stays as it is.
 */
import { type ReactElement, type ReactNode, Suspense, useState } from 'react';

type Props = {
  /** The button; its click (absent while the menu loads) asks for the menu. */
  button: (onClick?: () => void) => ReactElement;
  /** The menu, opened at once, with a target that looks like the button (a lazy component). */
  menu: ReactNode;
};

export function MenuOnFirstClick({ button, menu }: Props) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return button(() => setWanted(true));
  return <Suspense fallback={button()}>{menu}</Suspense>;
}
