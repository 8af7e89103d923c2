/**
 * A paged API list read straight from the server (published labs, purchases, lab rooms, earnings):
 * the first page on mount and whenever `path` changes, then `next` links on Load More. Not mirrored:
 * the service worker's API cache answers these reads offline for pages seen before.
 * `extra` is whatever else the first page carries beside the list fields (e.g. earnings totals).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage } from '../../shared/api';
import { api } from './api';

export type PagedList<T, E = unknown> = {
  items: T[] | undefined;
  count: number;
  extra: E | undefined;
  error: Error | null;
  hasMore: boolean;
  pending: boolean;
  loadMore: () => void;
  reload: () => void;
};

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

/** `path` null waits (nothing to load yet). */
export function usePagedList<T, E = unknown>(path: string | null): PagedList<T, E> {
  const [items, setItems] = useState<T[] | undefined>(undefined);
  const [count, setCount] = useState(0);
  const [extra, setExtra] = useState<E | undefined>(undefined);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const [round, setRound] = useState(0);
  /* Answers to an older path or round are dropped. */
  const current = useRef(0);

  const load = useCallback(async (url: string, append: boolean) => {
    const ticket = current.current;
    setPending(true);
    try {
      const page = await api<ListPage<T> & E>(url);
      if (ticket !== current.current) return;
      const { count: total, next: more, previous: _previous, results, ...rest } = page;
      setItems((before) => (append ? [...(before ?? []), ...results] : results));
      setCount(total);
      setNext(more);
      setExtra(rest as unknown as E);
      setError(null);
    } catch (reason) {
      if (ticket === current.current) setError(asError(reason));
    } finally {
      if (ticket === current.current) setPending(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads on purpose
  useEffect(() => {
    current.current += 1;
    setItems(undefined);
    setNext(null);
    setError(null);
    if (path) void load(path, false);
  }, [path, round, load]);

  return {
    items,
    count,
    extra,
    error,
    hasMore: next !== null,
    pending,
    loadMore: () => {
      if (next && !pending) void load(next, true);
    },
    reload: () => setRound((n) => n + 1),
  };
}
