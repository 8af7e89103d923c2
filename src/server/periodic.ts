/**
 * A job the server runs now and every `everyMs` (a sweep, a purge). A tick while a run is still under
 * way adds nothing; a failed run is logged as `failed` and tried again at the next tick. `stop` ends
 * the ticks and waits for a run under way, so the database may close after it.
 */
import type { Logger } from './logger';

export function startPeriodic(log: Logger, failed: string, job: () => Promise<void>, everyMs: number) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= job()
      .catch((error) => log.error(failed, error))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
