/** An online search for a search box: debounced upstream, only with text, latest answer wins. */
import { useEffect, useState } from 'react';

type Answer<T> = { query: string; results: T[] | null; error: Error | null };

/** `search` is a module-level function (its identity does not change between renders). */
export function useSearch<T>(query: string, search: (query: string) => Promise<T[]>) {
  const [answer, setAnswer] = useState<Answer<T>>({ query: '', results: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) runs the search again
  useEffect(() => {
    if (!query) return;
    let current = true;
    setAnswer({ query, results: null, error: null });
    search(query).then(
      (results) => current && setAnswer({ query, results, error: null }),
      (error: Error) => current && setAnswer({ query, results: null, error }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);
  /* An answer for an older query is never shown as the answer for this one. */
  const fresh = answer.query === query;
  return {
    results: fresh ? answer.results : null,
    error: fresh ? answer.error : null,
    retry: () => setAttempt((n) => n + 1),
  };
}
