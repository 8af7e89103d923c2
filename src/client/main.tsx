/** Entry: load the stored session, render, then register the service worker and refresh the user. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './features/pwa/install-prompt';
import { refreshUser } from './lib/refresh-user';
import { registerServiceWorker } from './lib/service-worker';
import { loadSession } from './lib/session';

await loadSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// The outbox (and the local database) load after the first paint.
void import('./lib/outbox').then((outbox) => outbox.startOutbox());
void refreshUser();
