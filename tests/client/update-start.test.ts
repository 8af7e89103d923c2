import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUp, UPDATE_STEP_ATTRIBUTE } from '../../src/client/app/update-start';
import { STARTED_VERSION_KEY } from '../../src/client/lib/preferences';
import { APP_VERSION } from '../../src/shared/app-version';

const open = vi.hoisted(() => vi.fn<() => Promise<unknown>>());
vi.mock('../../src/client/lib/db', () => ({ db: { open } }));

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const step = () => document.documentElement.getAttribute(UPDATE_STEP_ATTRIBUTE);

/** Lets the start's awaits (and its import of the database) go on, then moves the clock. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('the first start after an update', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    open.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(UPDATE_STEP_ATTRIBUTE);
  });

  it('says, after a second, that the new version starts, then that it updates the device, until both are done', async () => {
    localStorage.setItem(STARTED_VERSION_KEY, 'an older version');
    const app = deferred();
    const database = deferred();
    open.mockReturnValue(database.promise);
    const started = startUp(app.promise);

    await elapse(999);
    expect(step()).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(step()).toBe('app');

    app.resolve();
    await elapse(0);
    expect(step()).toBe('data');
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe('an older version');

    database.resolve();
    await started;
    expect(step()).toBeNull();
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe(APP_VERSION);
  });

  it('shows nothing when the start takes less than a second', async () => {
    localStorage.setItem(STARTED_VERSION_KEY, 'an older version');
    open.mockResolvedValue(undefined);
    const app = deferred();
    const started = startUp(app.promise);
    await elapse(500);
    app.resolve();
    await started;
    await elapse(2000);
    expect(step()).toBeNull();
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe(APP_VERSION);
  });

  it('goes on when the database cannot open, and counts the start', async () => {
    localStorage.setItem(STARTED_VERSION_KEY, 'an older version');
    open.mockRejectedValue(new Error('QuotaExceededError'));
    await startUp(Promise.resolve());
    expect(step()).toBeNull();
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe(APP_VERSION);
  });

  it('fails as the start fails, shows nothing after, and does not count the start', async () => {
    localStorage.setItem(STARTED_VERSION_KEY, 'an older version');
    open.mockResolvedValue(undefined);
    const app = deferred();
    const started = startUp(app.promise);
    await elapse(1000);
    expect(step()).toBe('app');
    app.reject(new Error('chunk failed'));
    await expect(started).rejects.toThrow('chunk failed');
    expect(step()).toBeNull();
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe('an older version');
  });
});

describe('any other start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    open.mockReset();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the first on this device', null],
    ['of the version that started last', APP_VERSION],
  ])('%s neither opens the database nor shows the line, however long it takes', async (_, before) => {
    if (before) localStorage.setItem(STARTED_VERSION_KEY, before);
    const app = deferred();
    const started = startUp(app.promise);
    await elapse(5000);
    expect(step()).toBeNull();
    app.resolve();
    await started;
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem(STARTED_VERSION_KEY)).toBe(APP_VERSION);
  });
});
