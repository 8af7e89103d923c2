/**
 * Entry: load the stored session, the current address's page and the device's language, render (index.html already shows
 * the prerendered shell, which this first render replaces with the same markup), then register the
 * service worker and refresh the user.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, routerReady } from './app/router';
import { ShellHandover } from './app/shell-handover';
import { mirrorSignedIn } from './app/signed-in-hint';
import { startUp } from './app/update-start';
import { sendChosenLanguage } from './features/language/choose-language';
import { keepPushFallbackInLanguage } from './features/push/push-fallback';
import { activateLocale, deviceLocale } from './i18n/i18n';
import { shortDateFormat } from './ui/dates/short-date';
import './features/pwa/install-prompt';
import { refreshUser } from './lib/refresh-user';
import { registerServiceWorker } from './lib/service-worker';
import { loadSession } from './lib/session';

// No top-level await here: it would turn off Rolldown's chunk merging for the whole app.
async function start() {
  const router = createRouter();
  keepPushFallbackInLanguage();
  const locale = deviceLocale();
  // The page's first date formatter loads the browser's locale data: in a task of its own, while the
  // page's code downloads, rather than inside the first card's render (short-date.ts).
  setTimeout(() => shortDateFormat(locale));
  // Rendering before the page's chunk arrived would blank the prerendered shell.
  await startUp(Promise.all([loadSession(), routerReady(router), activateLocale(locale)]));
  mirrorSignedIn();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread (the shell is already on screen, so nothing waits for it).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} themeStyles={import.meta.env.DEV} />
        <ShellHandover />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
  // The outbox (and the local database) load after the first paint.
  void import('./lib/outbox').then((outbox) => outbox.startOutbox());
  void refreshUser().then(sendChosenLanguage);
}

void start();
