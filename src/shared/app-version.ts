/**
 * This build's version, the same in the page and in the service worker built with it:
 * "{package version}+{commit}" set by vite.config.ts (`define`), "dev" where nothing set it.
 */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
