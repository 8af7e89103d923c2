/**
 * A form's costly inputs, re-rendered only when what they show changes. The workshop and event
 * forms are controlled: each keystroke renders them again, and the Info box (autosize, which measures
 * its styles on every render) and the time zone and country lists (hundreds of options) made every
 * keystroke anywhere slow. The handlers `getInputProps` makes anew on each render do the same each time, so a change
 * of handler alone is no change.
 */
import { Select, Textarea } from '@mantine/core';
import { memo } from 'react';

const sameShown = (before: object, after: object) => {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).every(
    (key) => Object.is(a[key], b[key]) || (typeof a[key] === 'function' && typeof b[key] === 'function'),
  );
};

export const SteadySelect = memo(Select, sameShown) as unknown as typeof Select;
export const SteadyTextarea = memo(Textarea, sameShown) as unknown as typeof Textarea;

/** A long list's options are in the page only while open (Mantine keeps them, hidden, by default). */
export const OPTIONS_WHILE_OPEN = { keepMounted: false };
