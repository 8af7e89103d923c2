/**
 * The prerendered shell is plain HTML until the app starts, so a tap on one of its buttons would be
 * lost: until the app has rendered, taps on them are held, by the button's name, and the press under
 * way is tracked, for the app to replay on its own buttons (app/shell-handover.tsx).
 */

/** A button's name as both sides know it: its aria-label, else its text. */
export const shellButtonName = (button: Element): string =>
  button.getAttribute('aria-label') || (button.textContent ?? '').trim();

const shellButton = (event: Event) =>
  event.target instanceof Element ? event.target.closest('#root button') : null;

export function holdEarlyTaps(): void {
  const names: string[] = [];
  let pressed: string | null = null;
  const hold = (event: Event) => {
    const button = shellButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    names.push(shellButtonName(button));
  };
  const press = (event: Event) => {
    const button = shellButton(event);
    pressed = button ? shellButtonName(button) : null;
  };
  const lift = () => {
    pressed = null;
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', hold],
    ['pointerdown', press],
    ['pointerup', lift],
    ['pointercancel', lift],
  ];
  // Capturing on window, they hear a tap before anything in the page does.
  for (const [type, listener] of listeners) addEventListener(type, listener, true);
  window.cypherEarlyTaps = {
    names,
    pressed: () => pressed,
    release: () => {
      for (const [type, listener] of listeners) removeEventListener(type, listener, true);
    },
  };
}
