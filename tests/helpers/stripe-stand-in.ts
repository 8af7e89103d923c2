/**
 * A local HTTP server standing in for api.stripe.com (the SDK's host, port and protocol point at it):
 * it records every form-encoded request and answers with the subclass's `answer`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Seen = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
};
export type Answer = [status: number, body: unknown];

/** Stripe's error body. */
export const stripeError = (status: number, type: string, message: string): Answer => [
  status,
  { error: { type, message } },
];

export const unrecognized = (path: string) =>
  stripeError(404, 'invalid_request_error', `Unrecognized request URL (${path})`);

export abstract class StripeStandIn {
  seen: Seen[] = [];
  private server: Server | undefined;

  protected abstract answer(request: Seen): Answer;

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const request: Seen = {
          method: req.method ?? '',
          path: new URL(req.url ?? '/', 'http://stripe.test').pathname,
          headers: req.headers,
          form: Object.fromEntries(new URLSearchParams(raw)),
        };
        this.seen.push(request);
        const [status, body] = this.answer(request);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.seen.length}`,
        });
        res.end(JSON.stringify(body));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  stop() {
    // The SDK keeps its connections alive; close them so the server stops at once.
    this.server?.closeAllConnections();
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
