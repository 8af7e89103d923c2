import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../src/client/lib/api';
import { saveSession } from '../../src/client/lib/session';
import { mockApi, user } from '../helpers/auth-fetch';

const early = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(async () => {
  delete window.cypherEarlyReads;
  await saveSession(null);
});

describe("the shell's early read of a visitor's first page", () => {
  it('answers the first identical read, once; the next one goes to the server', async () => {
    const { requestsTo } = mockApi({
      'GET /api/artist/portfolios/bboy': { status: 200, body: { from: 'server' } },
    });
    window.cypherEarlyReads = { '/api/artist/portfolios/bboy': early({ from: 'shell' }) };
    expect(await api('/artist/portfolios/bboy')).toEqual({ from: 'shell' });
    expect(requestsTo('GET /api/artist/portfolios/bboy')).toHaveLength(0);
    expect(await api('/artist/portfolios/bboy')).toEqual({ from: 'server' });
    expect(requestsTo('GET /api/artist/portfolios/bboy')).toHaveLength(1);
  });

  it('is never the answer to a signed-in read, a write or another address', async () => {
    const { requestsTo } = mockApi({
      'GET /api/artist/portfolios/bboy': { status: 200, body: { from: 'server' } },
      'PATCH /api/artist/portfolios/bboy': { status: 200, body: { from: 'server' } },
      'GET /api/artist/portfolios/bgirl': { status: 200, body: { from: 'server' } },
    });
    window.cypherEarlyReads = { '/api/artist/portfolios/bboy': early({ from: 'shell' }) };
    expect(await api('/artist/portfolios/bgirl')).toEqual({ from: 'server' });
    expect(await api('/artist/portfolios/bboy', { method: 'PATCH', body: {} })).toEqual({ from: 'server' });
    await saveSession({ access: 'a', refresh: 'r', user });
    expect(await api('/artist/portfolios/bboy')).toEqual({ from: 'server' });
    expect(requestsTo('GET /api/artist/portfolios/bboy')).toHaveLength(1);
  });

  it('fails like any read when the early one could not reach the server', async () => {
    mockApi({});
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.cypherEarlyReads = { '/api/artist/portfolios/bboy': failed };
    await expect(api('/artist/portfolios/bboy')).rejects.toMatchObject({ status: 0 });
  });
});
