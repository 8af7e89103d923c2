/** A published lab with the viewer's access, read from the server (online; the service worker's API cache answers offline). */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { fetchPublishedLab } from '../published-labs/published-labs.online';

export function useLabDetail(uuid: string) {
  const [lab, setLab] = useState<PublishedLabDetail | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [round, setRound] = useState(0);
  /* Answers for an older lab or round are dropped. */
  const current = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads on purpose
  useEffect(() => {
    const ticket = ++current.current;
    setLab(undefined);
    setError(null);
    fetchPublishedLab(uuid).then(
      (answer) => ticket === current.current && setLab(answer),
      (failure: Error) => ticket === current.current && setError(failure),
    );
  }, [uuid, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { lab, error, reload };
}
