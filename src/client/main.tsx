/** Entry: load the stored session, render, then register the service worker and refresh the user. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './features/pwa/install-prompt';
import { startOutbox } from './lib/outbox';
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
startOutbox();
void refreshUser();
