import { useState } from 'react';

/**
 * True from the first render where `value` is true, and for good after. Used to mount a lazily loaded
 * dialog only once it is first wanted, and then keep it mounted so it can animate and keep its state.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
