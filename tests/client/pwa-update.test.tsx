import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '../../src/client/features/auth/sign-out';
import { UpdatePrompt } from '../../src/client/features/pwa/update-prompt';
import {
  askPersistentStorage,
  clearRuntimeCaches,
  registerServiceWorker,
  requestOutboxSync,
  updateReadyAtom,
} from '../../src/client/lib/service-worker';
import { store } from '../../src/client/lib/store';
import { useUnsavedInput } from '../../src/client/lib/unsaved';
import { Providers } from '../helpers/render';

/** A service worker as the page sees it: a state and postMessage. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  sync = { register: vi.fn(async (_tag: string) => undefined) };
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = new FakeWorker('activated');
  constructor(readonly registration: FakeRegistration) {
    super();
  }
  register = vi.fn(async () => this.registration);
  getRegistration = vi.fn(async () => this.registration);
  get ready() {
    return Promise.resolve(this.registration);
  }
}

let reload: ReturnType<typeof vi.fn>;

/** Installs a fake service worker container and starts the page side against it, as production does. */
async function startWith(registration: FakeRegistration, controlled = true) {
  const container = new FakeContainer(registration);
  if (!controlled) container.controller = null;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  registerServiceWorker();
  await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  await Promise.resolve();
  return container;
}

function DirtyForm({ dirty }: { dirty: boolean }) {
  useUnsavedInput(dirty);
  return null;
}

const renderPrompt = (dirty = false) =>
  render(
    <Providers>
      <DirtyForm dirty={dirty} />
      <UpdatePrompt />
    </Providers>,
  );

beforeEach(() => {
  vi.stubEnv('DEV', false);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  store.set(updateReadyAtom, false);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update prompt', () => {
  it('stays hidden while no new version waits', async () => {
    await startWith(new FakeRegistration());
    renderPrompt();
    expect(screen.queryByText('New version available')).toBeNull();
  });

  it('shows on a waiting worker; Reload lets it take over and reloads once it controls the page', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const container = await startWith(registration);
    renderPrompt();

    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toContain('New version available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps Reload disabled, saying why, while a form holds unsaved input', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    await startWith(registration);
    const { rerender } = renderPrompt(true);

    const reloadButton = await screen.findByRole('button', { name: 'Reload' });
    expect(reloadButton).toHaveProperty('disabled', true);
    expect(reloadButton.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(reloadButton.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Reload once your input is saved.');
    await userEvent.click(reloadButton);
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();

    rerender(
      <Providers>
        <DirtyForm dirty={false} />
        <UpdatePrompt />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Reload once your input is saved.')).toBeNull();
  });

  it('holds the reload back while input typed after Reload is unsaved, then reloads once it is saved', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const container = await startWith(registration);
    const { rerender } = renderPrompt(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    const withForm = (dirty: boolean) => (
      <Providers>
        <DirtyForm dirty={dirty} />
        <UpdatePrompt />
      </Providers>
    );

    rerender(withForm(true));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    rerender(withForm(false));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows when an update installs while the page runs, but not on the first install', async () => {
    const first = new FakeRegistration();
    await startWith(first, false);
    renderPrompt();
    first.installing = new FakeWorker('installing');
    first.dispatchEvent(new Event('updatefound'));
    first.installing.install();
    expect(store.get(updateReadyAtom)).toBe(false);

    const later = new FakeRegistration();
    await startWith(later);
    later.installing = new FakeWorker('installing');
    later.dispatchEvent(new Event('updatefound'));
    later.installing.install();
    expect(await screen.findByText('New version available')).toBeTruthy();
  });

  it('checks for a new version when the page becomes visible again, at most every few minutes', async () => {
    const registration = new FakeRegistration();
    const start = Date.now();
    await startWith(registration);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(start + 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).not.toHaveBeenCalled();
    now.mockReturnValue(start + 10 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    now.mockRestore();
  });

  it('can be dismissed', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    await startWith(registration);
    renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss update notice' }));
    expect(screen.queryByText('New version available')).toBeNull();
  });
});

describe('the service worker messages and helpers', () => {
  it('turns an outbox-sync message into an outbox-sync window event', async () => {
    const container = await startWith(new FakeRegistration());
    const heard = vi.fn();
    window.addEventListener('outbox-sync', heard);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'outbox-sync' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    window.removeEventListener('outbox-sync', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('requestOutboxSync is a quiet no-op without SyncManager or without a service worker', async () => {
    const container = await startWith(new FakeRegistration());
    await expect(requestOutboxSync()).resolves.toBeUndefined();
    expect(container.getRegistration).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.stubGlobal('SyncManager', class {});
    await expect(requestOutboxSync()).resolves.toBeUndefined();
  });

  it('requestOutboxSync registers the outbox tag where Background Sync exists, and never throws', async () => {
    vi.stubGlobal('SyncManager', class {});
    const registration = new FakeRegistration();
    await startWith(registration);
    await requestOutboxSync();
    expect(registration.sync.register).toHaveBeenCalledWith('outbox');
    registration.sync.register.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await expect(requestOutboxSync()).resolves.toBeUndefined();
  });

  it('clearRuntimeCaches deletes the api cache only', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearRuntimeCaches();
    expect(remove.mock.calls).toEqual([['api']]);
  });

  it('signing out deletes the cached API answers, so the next user never sees them', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await logOut();
    expect(remove).toHaveBeenCalledWith('api');
  });

  it('askPersistentStorage asks the browser once per device', async () => {
    localStorage.clear();
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
    await askPersistentStorage();
    await askPersistentStorage();
    expect(persist).toHaveBeenCalledTimes(1);
    persist.mockRejectedValueOnce(new Error('no'));
    localStorage.clear();
    await expect(askPersistentStorage()).resolves.toBeUndefined();
    Reflect.deleteProperty(navigator, 'storage');
  });
});
