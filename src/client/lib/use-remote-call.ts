/**
 * Runs an online call for a screen and tracks it: pending, the last error, and a retry of the last
 * call. The data itself lands in Dexie; this only says how fetching it went. Only the latest call
 * updates the state, so a slow earlier call cannot overwrite a newer answer.
 */
import { useCallback, useRef, useState } from 'react';

type State = { pending: boolean; error: Error | null };

const PENDING: State = { pending: true, error: null };

/** `startsPending` for a call that a mount effect starts, so the first render already says so. */
export function useRemoteCall(startsPending = false) {
  const [state, setState] = useState<State>(startsPending ? PENDING : { pending: false, error: null });
  const last = useRef<(() => Promise<unknown>) | null>(null);
  const latest = useRef(0);

  const run = useCallback((task: () => Promise<unknown>) => {
    last.current = task;
    latest.current += 1;
    const id = latest.current;
    // Already pending (the call its first render announced): no render for nothing.
    setState((current) => (current.pending && !current.error ? current : PENDING));
    const settle = (error: Error | null) => {
      if (latest.current === id) setState({ pending: false, error });
    };
    task().then(
      () => settle(null),
      (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
    );
  }, []);

  const retry = useCallback(() => {
    if (last.current) run(last.current);
  }, [run]);

  return { ...state, run, retry };
}

/**
 * A screen's read of one mirrored thing: `fetch` brings it into the local database and says whether
 * the server has it; `copy` is the live query's row of it (undefined before its first result, null
 * when the device holds none). `row` is what the screen shows: undefined while it loads, null when
 * the thing is gone (or could not be read with no copy to show). The live query brings a new row as a
 * transition (live-query.ts), after the call has settled: until it comes, a read that found the thing
 * is still loading, never "does not exist" (which a slow phone showed for most of a second).
 */
export function useMirrorRead<R>(copy: R | null | undefined) {
  const call = useRemoteCall(true);
  const [found, setFound] = useState(true);
  const { run } = call;
  const read = useCallback(
    (fetch: () => Promise<boolean>) => run(async () => setFound(await fetch())),
    [run],
  );
  const loading = copy === null && (call.pending || (found && call.error === null));
  return {
    row: loading ? undefined : copy,
    read,
    pending: call.pending,
    error: call.error,
    retry: call.retry,
  };
}
