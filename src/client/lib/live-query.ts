/**
 * Live reads of the local database: Dexie's `liveQuery`, undefined until its first result, then each
 * new one (the last one stays while the query changes). Unlike dexie-react-hooks' hook, which this
 * replaces, a new result renders as a transition: a page of cards that arrives is drawn in slices
 * that leave the main thread free for a tap or a scroll, not in one long task.
 */
import { liveQuery } from 'dexie';
import { type DependencyList, startTransition, useEffect, useState } from 'react';

type Read<T> = { value?: T; error?: unknown };

export function useLiveQuery<T>(querier: () => T | Promise<T>, deps: DependencyList): T | undefined {
  const [read, setRead] = useState<Read<T>>({});
  useEffect(
    () => {
      const subscription = liveQuery(querier).subscribe({
        next: (value) => startTransition(() => setRead({ value })),
        error: (error) => setRead({ error }),
      });
      return () => subscription.unsubscribe();
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to read again
    deps,
  );
  if (read.error !== undefined) throw read.error;
  return read.value;
}
