/** Sends the browser to a payment provider's page; one place so tests can stub it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Resolves after `ms` milliseconds (the spec's 1 s and 2 s redirect delays). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
