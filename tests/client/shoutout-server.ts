/**
 * The real app in this process for client tests: fetch goes to its `app.request` (a request may be
 * answered otherwise by `override`), and every request is recorded.
 */
import sharp from 'sharp';
import { vi } from 'vitest';
import type { Session } from '../../src/client/lib/session';
import { createArtist } from '../helpers/accounts';
import { makeTestApp, type TestContext } from '../helpers/server';
import { testSession } from '../helpers/session';

/*
 * In jsdom, TextEncoder makes Node's Uint8Array while the global Uint8Array is the page's: the
 * server's token signing (jose) checks `instanceof Uint8Array` and would refuse its own key.
 */
const NodeTextEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = class extends NodeTextEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
} as typeof TextEncoder;

export type Sent = { method: string; path: string; body: unknown };
type Override = (sent: Sent) => Response | undefined;

export async function startServer() {
  const t: TestContext = await makeTestApp();
  const sent: Sent[] = [];
  let override: Override = () => undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    // jsdom's File is not the Blob Node's Request takes: send its bytes.
    const raw = init.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : init.body;
    const request = {
      method: init.method ?? 'GET',
      path,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    sent.push(request);
    return override(request) ?? t.app.request(path, { ...init, body: raw });
  });
  return {
    t,
    sent,
    /** Answers the requests `answer` takes with its response instead of the server's. */
    answer: (next: Override) => {
      override = next;
    },
    close: () => t.close(),
  };
}

/** An artist with a portfolio and a session of theirs, as the app keeps it. */
export async function signedInArtist(t: TestContext, username: string, name: string) {
  const artist = await createArtist(t, username, name);
  const base = testSession(true);
  const session: Session = {
    ...base,
    access: artist.token,
    user: { ...base.user, username, portfolio: { thumb: null, country: 'US', artist_name: name } },
  };
  return { ...artist, session };
}

/** A small real PNG, as the cropper would render it. */
export async function pngFile(name = 'cover.png'): Promise<File> {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}
