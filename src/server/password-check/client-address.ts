/**
 * The caller's network address, used as a throttle key. Behind a trusted proxy, X-Forwarded-For says
 * it. An IPv6 address stands for its /64, since one home or server usually holds a whole /64.
 */
import { isIP, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The last X-Forwarded-For entry when the proxy is trusted (the one our proxy added; the entries
 * before it are whatever the client sent) and it is an IP address, else the socket's address, else
 * 'unknown'. Nothing else becomes a throttle key, however long or odd the header.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
    if (isIP(forwarded.replace(/%.*$/, ''))) return throttleAddress(forwarded);
  }
  try {
    return throttleAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'unknown';
  }
}

/** IPv4 as it is (also when IPv4-mapped), IPv6 as its /64 prefix, anything else as given. */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  // An embedded IPv4 tail counts as two groups; it never reaches the first four.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head = [], tail] = bare.split('::').map(groupsOf);
  const groups = tail ? [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail] : head;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
