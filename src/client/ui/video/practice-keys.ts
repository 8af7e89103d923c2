/**
 * The practice player's keyboard: what a key does while focus is inside the player's region. Keys
 * typed into a field, or with Ctrl, Alt or Meta, are never taken; Space stays a button's own.
 */
import type { Practice } from './use-practice';

export type KeyAction =
  | 'playPause'
  | 'back5'
  | 'forward5'
  | 'back1'
  | 'forward1'
  | 'setA'
  | 'setB'
  | 'slower'
  | 'faster'
  | 'mirror';

/** The actions the help names, each for its pair of keys. */
export type ShownAction = Extract<KeyAction, 'playPause' | 'back5' | 'back1' | 'setA' | 'slower' | 'mirror'>;

/** The keys as the help shows them, in its order. */
export const SHORTCUTS: [keys: string, action: ShownAction][] = [
  ['Space', 'playPause'],
  ['← / →', 'back5'],
  ['Shift + ← / →', 'back1'],
  ['[ / ]', 'setA'],
  [', / .', 'slower'],
  ['M', 'mirror'],
];

const TYPED = 'input, textarea, select, [contenteditable="true"]';

/** The action of a key press, or null when the press is not ours. */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): KeyAction | null {
  const target = event.target instanceof Element ? event.target : null;
  if (event.ctrlKey || event.altKey || event.metaKey || target?.closest(TYPED)) return null;
  switch (event.key) {
    case ' ':
      return target?.closest('button, a') ? null : 'playPause';
    case 'ArrowLeft':
      return event.shiftKey ? 'back1' : 'back5';
    case 'ArrowRight':
      return event.shiftKey ? 'forward1' : 'forward5';
    case '[':
      return 'setA';
    case ']':
      return 'setB';
    case ',':
      return 'slower';
    case '.':
      return 'faster';
    case 'm':
    case 'M':
      return 'mirror';
    default:
      return null;
  }
}

const ACTIONS: Record<KeyAction, (practice: Practice) => void> = {
  playPause: (practice) => practice.playPause(),
  back5: (practice) => practice.step(-5),
  forward5: (practice) => practice.step(5),
  back1: (practice) => practice.step(-1),
  forward1: (practice) => practice.step(1),
  setA: (practice) => practice.setA(),
  setB: (practice) => practice.setB(),
  slower: (practice) => practice.slower(),
  faster: (practice) => practice.faster(),
  mirror: (practice) => practice.toggleMirror(),
};

/** Does what the action says. */
export const runKey = (practice: Practice, action: KeyAction) => ACTIONS[action](practice);
