/**
 * Reading the API's live streams (/api/live/...) in server tests: a stream's text as it comes, and a
 * stream opened on a test app as a signed-in user or a guest (its status is there before any event).
 */
import type { TestContext } from './server';

/** The stream's text as it comes: `until` reads until the text holds what is wanted. */
export function reading(body: ReadableStream<Uint8Array> | null) {
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const more = async () => {
    const { done, value } = await reader.read();
    if (!done) text += decoder.decode(value, { stream: true });
    return !done;
  };
  return {
    until: async (wanted: string) => {
      while (!text.includes(wanted))
        if (!(await more())) throw new Error(`ended before "${wanted}": ${text}`);
      return text;
    },
    /** Reads to the end of the stream; answers the whole text. */
    end: async () => {
      while (await more());
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

/** Opens the stream at API path `path` (liveApi) on `app`, with `token`'s session if given. */
export async function openLive(
  app: TestContext['app'],
  path: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await app.request(`/api${path}`, { headers: { ...auth, ...headers } });
  return { res, ...reading(res.body) };
}

/** The status of the stream at `path` for `token` (a guest without); the stream is closed at once. */
export async function liveStatus(app: TestContext['app'], path: string, token?: string) {
  const stream = await openLive(app, path, token);
  await stream.cancel();
  return stream.res.status;
}
