/**
 * The checks of /test, for a dancer whose app misbehaves: the service worker (registered, in
 * control, its version against the page's), storage (kept or not, used of the quota), the server
 * (a real request, with its latency). Each answers a Check and never throws.
 */
import { API_BASE } from '../../../shared/api';
import { APP_VERSION } from '../../../shared/app-version';
import { msg } from '../../../shared/messages';
import { GET_VERSION } from '../../../shared/sw-protocol';

export type CheckState = 'ok' | 'warn' | 'problem';
export type Check = { state: CheckState; value: string; hint?: string };

const VERSION_WAIT_MS = 3000;

/** The version a service worker reports; null when it does not answer (a version older than the question). */
function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), VERSION_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.version === 'string' ? event.data.version : null);
    };
    worker.postMessage({ type: GET_VERSION }, [channel.port2]);
  });
}

export async function checkServiceWorker(): Promise<Check> {
  if (!('serviceWorker' in navigator))
    return {
      state: 'problem',
      value: 'Not available in this browser',
      hint: 'Cypher cannot work offline here.',
    };
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.active)
    return {
      state: 'warn',
      value: registration ? 'Installing' : 'Not registered',
      hint: 'Open Cypher once with a connection and reload the page.',
    };
  const version = await askVersion(registration.active);
  const value = `Active, version ${version ?? 'unknown'}`;
  if (registration.waiting)
    return {
      state: 'warn',
      value,
      hint: 'A new version is waiting: choose Reload in "New version available".',
    };
  if (!navigator.serviceWorker.controller)
    return { state: 'warn', value, hint: 'It does not control this page yet: reload the page.' };
  if (version !== APP_VERSION)
    return { state: 'warn', value, hint: `This page is version ${APP_VERSION}: reload the page.` };
  return { state: 'ok', value };
}

const size = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${(bytes / 1e6).toFixed(1)} MB`;

export async function checkStorage(): Promise<Check> {
  const storage = navigator.storage;
  if (!storage?.estimate) return { state: 'warn', value: 'Not available in this browser' };
  try {
    const [persisted, { usage = 0, quota = 0 }] = await Promise.all([
      storage.persisted?.() ?? false,
      storage.estimate(),
    ]);
    const used = `${size(usage)} of ${size(quota)} used`;
    if (persisted) return { state: 'ok', value: `Kept, ${used}` };
    return {
      state: 'warn',
      value: `Not kept, ${used}`,
      hint: 'The browser may clear the offline copy when space runs low. Installing the app usually keeps it.',
    };
  } catch {
    return { state: 'warn', value: 'Not available in this browser' };
  }
}

export async function checkServer(): Promise<Check> {
  if (!navigator.onLine) return { state: 'problem', value: msg.offline };
  const started = performance.now();
  try {
    const res = await fetch(`${API_BASE}/auth/config/`, { cache: 'no-store' });
    const ms = Math.round(performance.now() - started);
    if (res.ok) return { state: 'ok', value: `Reached in ${ms} ms` };
    return {
      state: 'problem',
      value: `The server answered ${res.status}`,
      hint: 'Try again in a few minutes.',
    };
  } catch {
    return {
      state: 'problem',
      value: 'Cannot reach the server',
      hint: 'Check your connection and try again.',
    };
  }
}
