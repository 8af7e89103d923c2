/** The caller's network address, used as a throttle key. Behind a trusted proxy, X-Forwarded-For says it. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The first X-Forwarded-For entry when the proxy is trusted, else the socket's address, else 'unknown'. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'unknown';
  }
}
