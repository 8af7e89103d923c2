import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from '../../src/server/periodic';

const EVERY = 60_000;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('a periodic job', () => {
  it('runs now and on every tick; a failed run is logged and tried again at the next', async () => {
    const job = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const periodic = startPeriodic(log, 'The job failed:', job, EVERY);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith('The job failed:', new Error('database away'));
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(job).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await periodic.stop();
  });

  it('adds no run on a tick while one is under way, and stops after the one under way', async () => {
    let finish = () => {};
    let finished = false;
    const job = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    const periodic = startPeriodic(log, 'The job failed:', job, EVERY);
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    expect(job).toHaveBeenCalledTimes(1);
    const stopped = periodic.stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
