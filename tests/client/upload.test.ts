import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '../../src/client/lib/upload';
import { stubFetch } from '../helpers/artists-api';

const PRESIGN = 'POST /api/uploads/presign/';
const COMPLETE = 'POST /api/uploads/k1/complete/';
const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const done = { key: 'k1', medium: '/media/medium/k1', mini: '/media/mini/k1' };

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('strips the quotes, resolves a relative URL, PUTs the raw file without auth and completes', async () => {
    const photo = file();
    const api = stubFetch({
      [PRESIGN]: {
        body: { statusCode: 200, key: 'k1', body: '"/api/uploads/original/k1?expires=9&signature=s"' },
      },
      'PUT /api/uploads/original/k1?expires=9&signature=s': { body: { key: 'k1' } },
      [COMPLETE]: { body: done },
    });

    expect(await uploadImage('P', photo, 'photo')).toEqual(done);

    expect(api.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/uploads/presign/',
      `PUT ${window.location.origin}/api/uploads/original/k1?expires=9&signature=s`,
      'POST /api/uploads/k1/complete/',
    ]);
    expect(api.sent[0]?.body).toEqual({ type: 'P' });
    expect(api.sent[1]?.init?.body).toBe(photo);
    expect(api.sent[1]?.init?.headers).toBeUndefined();
  });

  it('uses an absolute URL as it is', async () => {
    const api = stubFetch({
      [PRESIGN]: {
        body: { statusCode: 200, key: 'k1', body: '"https://bucket.example.com/original/k1?X-Amz=1"' },
      },
      'PUT /original/k1?X-Amz=1': { body: null },
      [COMPLETE]: { body: done },
    });
    await uploadImage('P', file(), 'photo');
    expect(api.sent[1]?.url).toBe('https://bucket.example.com/original/k1?X-Amz=1');
  });

  it('throws "Invalid URL received from the server" for a URL that does not parse', async () => {
    const api = stubFetch({
      [PRESIGN]: { body: { statusCode: 200, key: 'k1', body: '"https://[not-a-host"' } },
    });
    await expect(uploadImage('P', file(), 'photo')).rejects.toThrow('Invalid URL received from the server');
    expect(api.sent).toHaveLength(1);
  });

  it('throws "Failed to get a valid S3 pre-signed URL" when the presign status is not 200', async () => {
    stubFetch({ [PRESIGN]: { body: { statusCode: 500, key: 'k1', body: '"/api/uploads/original/k1"' } } });
    await expect(uploadImage('P', file(), 'photo')).rejects.toThrow(
      'Failed to get a valid S3 pre-signed URL',
    );
  });

  it('reports the server message when the completed file is not a supported image', async () => {
    stubFetch({
      [PRESIGN]: { body: { statusCode: 200, key: 'k1', body: '"/api/uploads/original/k1"' } },
      'PUT /api/uploads/original/k1': { body: null },
      [COMPLETE]: { status: 400, body: { file: ['The file is not a supported image.'] } },
    });
    await expect(uploadImage('P', file(), 'photo')).rejects.toThrow('The file is not a supported image.');
  });

  it('says the user has too many unfinished uploads when the store refuses the bytes with 429', async () => {
    const api = stubFetch({
      [PRESIGN]: { body: { statusCode: 200, key: 'k1', body: '"/api/uploads/original/k1"' } },
      'PUT /api/uploads/original/k1': { status: 429, body: { detail: 'Too many unfinished uploads.' } },
    });
    await expect(uploadImage('P', file(), 'photo')).rejects.toThrow(
      'Too many unfinished uploads. Please try again later.',
    );
    expect(api.sent).toHaveLength(2);
  });
});
