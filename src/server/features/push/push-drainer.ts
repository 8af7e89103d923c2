/**
 * Runs the push delivery in the server process: at start, whenever a transaction that queued pushes
 * commits (its NOTIFY), and on a timer for retries and for what another server's NOTIFY missed.
 * A wake-up during a run makes one more run after it. `stop` ends the wake-ups and waits for a run
 * under way, so the database may close after it.
 */
import type { Listen } from '../../db/client';
import type { Deps } from '../../deps';
import { PUSH_CHANNEL } from '../../notify/push-queue';
import { deliverDuePushes, type SendOptions } from './push-delivery';

export const DRAIN_EVERY_MS = 30_000;

export async function startPushDrainer(
  deps: Deps,
  listen: Listen,
  options: SendOptions & { everyMs?: number } = {},
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDuePushes(deps, options)
      .then(
        () => undefined,
        (error) => deps.log.error('Delivering pushes failed:', error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await listen(PUSH_CHANNEL, run);
  run();
  const timer = setInterval(run, options.everyMs ?? DRAIN_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      while (running) await running;
    },
  };
}
