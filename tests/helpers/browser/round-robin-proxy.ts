/**
 * A small load balancer for the several-servers browser test: each request goes to the next server in
 * turn, whatever connection it came on. It records which server answered what, for the test to check
 * that every server took part.
 */
import { Agent, createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Served = { server: number; method: string; path: string; userAgent: string };

// Per connection, not end to end: a proxy answers for them itself (RFC 9110 section 7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const endToEnd = (headers: IncomingHttpHeaders) => {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
};

/**
 * Listens on a free loopback port and sends the nth API request (and, counted apart, the nth request
 * for a file) to server `n % targets().length`. The servers' addresses are read at each request: they
 * are known once the servers run, and the servers need the proxy's address (their PUBLIC_URL) to start.
 */
export async function roundRobinProxy(targets: () => readonly string[]) {
  // Kept-alive connections to each server, as a balancer keeps them; the servers close idle ones
  // after 65 s, longer than this test holds one idle.
  const agents = new Map<string, Agent>();
  const agentFor = (origin: string) => {
    const agent = agents.get(origin) ?? new Agent({ keepAlive: true });
    agents.set(origin, agent);
    return agent;
  };
  const served: Served[] = [];
  // API requests take their turns apart from the app's files, so that consecutive API calls (a
  // sign-in, then the reads it authorises) meet different servers however many files load between
  // them, and the test need not count on chance to see both servers answer the page.
  const turns = { api: 0, files: 0 };

  const proxy = createServer((incoming, answer) => {
    const servers = targets();
    if (servers.length === 0 || servers.some((origin) => !origin)) {
      answer.writeHead(503, { 'content-type': 'text/plain' }).end('the servers are not all up yet');
      return;
    }
    const kind = incoming.url?.startsWith('/api/') ? 'api' : 'files';
    const server = turns[kind]++ % servers.length;
    const url = new URL(servers[server] as string);
    served.push({
      server,
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      userAgent: incoming.headers['user-agent'] ?? '',
    });
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: incoming.method,
        path: incoming.url,
        // The Host the browser asked for stays: it is the public address every server is told.
        headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor },
        agent: agentFor(url.origin),
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
        reply.pipe(answer);
      },
    );
    outgoing.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else answer.destroy();
    });
    // A browser that gives up on a request (a page left, offline) ends the server's side of it too.
    answer.on('close', () => {
      if (!answer.writableFinished) outgoing.destroy();
    });
    incoming.pipe(outgoing);
  });
  // The browser reuses its connections to us; we never close one it may be about to send on.
  proxy.keepAliveTimeout = 65_000;
  proxy.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject).listen(0, '127.0.0.1', resolve);
  });
  const { port } = proxy.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** Every request so far, in order, with the server (its index in `targets()`) that got it. */
    served,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
        for (const agent of agents.values()) agent.destroy();
      }),
  };
}
