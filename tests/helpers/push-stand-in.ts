/**
 * A local HTTPS stand-in for a push service (web-push only speaks HTTPS): a self-signed certificate
 * made with the openssl CLI at start, trusted only by the agent handed to the server's delivery.
 * Each device it makes has its own P-256 key pair and auth secret; the stand-in answers each push
 * with the status queued for that device (201 by default), checks the VAPID header, and decrypts the
 * payload itself (RFC 8291, aes128gcm) with the device's keys.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, jwtVerify } from 'jose';

export type Device = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
  /** Statuses (and headers) to answer the next pushes with, in order. */
  answers: { status: number; headers?: Record<string, string> }[];
};

export type ReceivedPush = {
  device: Device;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
  /** The VAPID token's claims, checked against the server's public key. */
  claims: { aud?: unknown; sub?: unknown; exp?: unknown };
  status: number;
};

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 + RFC 8188 (one record): the plaintext of an aes128gcm body for the device. */
export function decryptPayload(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

async function vapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`bad VAPID header: ${authorization}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  return (await jwtVerify(match[1], key)).payload;
}

export async function startPushStandIn(vapidPublicKey: string) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let made = 0;
  const tls = selfSignedCertificate();
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const device = devices.get(req.url ?? '');
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      const answer = device.answers.shift() ?? { status: 201 };
      try {
        const claims = await vapidClaims(req.headers.authorization, vapidPublicKey);
        const payload = JSON.parse(decryptPayload(Buffer.concat(chunks), device));
        received.push({ device, headers: req.headers, payload, claims, status: answer.status });
      } catch (error) {
        res.writeHead(400).end(String(error));
        return;
      }
      res.writeHead(answer.status, answer.headers).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** Trusts this stand-in's certificate, and nothing else that is self-signed. */
    agent: new Agent({ ca: tls.cert }),
    /** A new browser subscription on this push service. */
    device(): Device {
      made += 1;
      const path = `/push/device-${made}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: Device = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
        answers: [],
      };
      devices.set(path, device);
      return device;
    },
    /** Resolves once `count` pushes in all have been received. */
    async receivedCount(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
