/** Registers the service worker at /sw.js (spec 4.9). Skipped in development and where unsupported. */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the app still works online; nothing to tell the user.
    });
  });
}
