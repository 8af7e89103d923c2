/** Online artist search for the search box: debounced upstream, only with text, latest answer wins. */
import { useEffect, useState } from 'react';
import type { Portfolio } from '../../../shared/schemas/artists';
import { searchArtists } from './artists.remote';

type Answer = { query: string; results: Portfolio[] | null; error: Error | null };

export function useArtistSearch(query: string) {
  const [answer, setAnswer] = useState<Answer>({ query: '', results: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) runs the search again
  useEffect(() => {
    if (!query) return;
    let current = true;
    setAnswer({ query, results: null, error: null });
    searchArtists(query).then(
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
