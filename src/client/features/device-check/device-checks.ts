/**
 * The checks of /test, for a dancer whose app misbehaves: the service worker (registered, in
 * control, its version against the page's), storage (kept or not, used of the quota), the server
 * (a real request, with its latency). Each answers a Check and never throws.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
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
      value: t`Not available in this browser`,
      hint: t`Cypher cannot work offline here.`,
    };
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.active)
    return {
      state: 'warn',
      value: registration ? t`Installing` : t`Not registered`,
      hint: t`Open Cypher once with a connection and reload the page.`,
    };
  const version = await askVersion(registration.active);
  const value = version ? t`Active, version ${version}` : t`Active, version unknown`;
  if (registration.waiting)
    return {
      state: 'warn',
      value,
      hint: t`A new version is waiting: choose Reload in "New version available".`,
    };
  if (!navigator.serviceWorker.controller)
    return { state: 'warn', value, hint: t`It does not control this page yet: reload the page.` };
  if (version !== APP_VERSION)
    return { state: 'warn', value, hint: t`This page is version ${APP_VERSION}: reload the page.` };
  return { state: 'ok', value };
}

/** A size in GB or MB with one decimal, written the active language's way. */
const size = (bytes: number) =>
  new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit: bytes >= 1e9 ? 'gigabyte' : 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes >= 1e9 ? bytes / 1e9 : bytes / 1e6);

export async function checkStorage(): Promise<Check> {
  const storage = navigator.storage;
  if (!storage?.estimate) return { state: 'warn', value: t`Not available in this browser` };
  try {
    const [persisted, { usage = 0, quota = 0 }] = await Promise.all([
      storage.persisted?.() ?? false,
      storage.estimate(),
    ]);
    const used = size(usage);
    const total = size(quota);
    if (persisted) return { state: 'ok', value: t`Kept, ${used} of ${total} used` };
    return {
      state: 'warn',
      value: t`Not kept, ${used} of ${total} used`,
      hint: t`The browser may clear the offline copy when space runs low. Installing the app usually keeps it.`,
    };
  } catch {
    return { state: 'warn', value: t`Not available in this browser` };
  }
}

export async function checkServer(): Promise<Check> {
  if (!navigator.onLine) return { state: 'problem', value: msg.offline };
  const started = performance.now();
  try {
    const res = await fetch(`${API_BASE}/auth/config/`, { cache: 'no-store' });
    const ms = Math.round(performance.now() - started);
    if (res.ok) return { state: 'ok', value: t`Reached in ${ms} ms` };
    const status = res.status;
    return {
      state: 'problem',
      value: t`The server answered ${status}`,
      hint: t`Try again in a few minutes.`,
    };
  } catch {
    return {
      state: 'problem',
      value: t`Cannot reach the server`,
      hint: t`Check your connection and try again.`,
    };
  }
}
