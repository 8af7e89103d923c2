/**
 * Which screens hold input the user has not saved yet. The "New version available" prompt reads it so
 * a new version never reloads a page mid-edit; forms report into it with `useUnsavedInput`.
 */
import { atom, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { store } from './store';

const dirtyForms = atom<ReadonlySet<string>>(new Set<string>());

/** True while any mounted form has unsaved input. */
export const hasUnsavedInputAtom = atom((get) => get(dirtyForms).size > 0);

export const hasUnsavedInput = () => store.get(hasUnsavedInputAtom);

/** Reports whether this form holds unsaved input; cleared when the form unmounts. */
export function useUnsavedInput(dirty: boolean): void {
  const id = useId();
  const set = useSetAtom(dirtyForms);
  useEffect(() => {
    const without = (forms: ReadonlySet<string>) => new Set([...forms].filter((f) => f !== id));
    set((forms) => (dirty ? new Set([...forms, id]) : without(forms)));
    return () => set(without);
  }, [dirty, id, set]);
}
